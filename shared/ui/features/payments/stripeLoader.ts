import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js, loaded from Stripe (js.stripe.com) the first time a payment form opens, never before:
 * the landing page and the rest of the product do not load it. One instance per publishable key.
 */
const loaded = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
    stripe.catch(() => loaded.delete(publishableKey));
  }
  return stripe;
}
