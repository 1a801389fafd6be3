import type Stripe from 'stripe';
import {
  type BillingInterval,
  CURRENCY,
  FIRST_MONTH_OFFER,
  PROMOTIONAL_CAMPAIGN,
  SUBSCRIPTION_NAME,
  SUBSCRIPTION_PLANS,
} from '../../shared/domain/index.ts';
import type { PaymentContext } from './paymentContext.ts';
import { atStripe, isMissingObject } from './stripeClient.ts';

/**
 * The Stripe prices of Endless Summer and the first-month coupon, made from shared/domain on first use
 * and found again by lookup key (a price) or id (the coupon), so the operator sets up nothing at Stripe
 * and a price change in the domain makes a new price rather than editing one customers pay.
 */
interface Catalog {
  prices: Map<string, Promise<Stripe.Price>>;
  coupons: Map<string, Promise<Stripe.Coupon>>;
}
/** Per Stripe client (one account): what was found or made, so each is asked for once per process. */
const catalogs = new WeakMap<Stripe, Catalog>();
function catalogOf(stripe: Stripe): Catalog {
  let catalog = catalogs.get(stripe);
  if (!catalog) {
    catalog = { prices: new Map(), coupons: new Map() };
    catalogs.set(stripe, catalog);
  }
  return catalog;
}

function lookupKey(interval: BillingInterval): string {
  return `endless_summer_${interval}_${SUBSCRIPTION_PLANS[interval].priceCents}`;
}

async function findOrCreatePrice(context: PaymentContext, interval: BillingInterval): Promise<Stripe.Price> {
  const { stripe } = context;
  const key = lookupKey(interval);
  const found = await atStripe(() => stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }));
  if (found.data[0]) return found.data[0];
  return atStripe(() =>
    stripe.prices.create(
      {
        currency: CURRENCY.toLowerCase(),
        unit_amount: SUBSCRIPTION_PLANS[interval].priceCents,
        recurring: { interval },
        product_data: { name: `${SUBSCRIPTION_NAME} (${SUBSCRIPTION_PLANS[interval].name})` },
        lookup_key: key,
      },
      { idempotencyKey: `price-${key}` },
    ),
  );
}

export function planPrice(context: PaymentContext, interval: BillingInterval): Promise<Stripe.Price> {
  const { prices } = catalogOf(context.stripe);
  const key = lookupKey(interval);
  let price = prices.get(key);
  if (!price) {
    price = findOrCreatePrice(context, interval);
    prices.set(key, price);
    price.catch(() => prices.delete(key));
  }
  return price;
}

/** A coupon the product offers, by its id at Stripe. */
interface CouponSpec {
  id: string;
  percentOff: number;
  name: string;
}

async function findOrCreateCoupon(context: PaymentContext, spec: CouponSpec): Promise<Stripe.Coupon> {
  const { stripe } = context;
  try {
    return await atStripe(() => stripe.coupons.retrieve(spec.id));
  } catch (error) {
    if (!isMissingObject(error)) throw error;
  }
  return atStripe(() =>
    stripe.coupons.create(
      { id: spec.id, percent_off: spec.percentOff, duration: 'once', name: spec.name },
      { idempotencyKey: `coupon-${spec.id}` },
    ),
  );
}

function coupon(context: PaymentContext, spec: CouponSpec): Promise<Stripe.Coupon> {
  const { coupons } = catalogOf(context.stripe);
  let found = coupons.get(spec.id);
  if (!found) {
    found = findOrCreateCoupon(context, spec);
    coupons.set(spec.id, found);
    found.catch(() => coupons.delete(spec.id));
  }
  return found;
}

export function firstMonthCoupon(context: PaymentContext): Promise<Stripe.Coupon> {
  return coupon(context, {
    id: FIRST_MONTH_OFFER.code,
    percentOff: FIRST_MONTH_OFFER.percentOff,
    name: `First month ${FIRST_MONTH_OFFER.percentOff}% off`,
  });
}

/**
 * The promotional campaign's coupon: its percentage off the first period of a plan (a month, or a year),
 * applied when a subscription is started with one of the campaign's codes. The campaign makes sure it
 * exists before it mails a code, so no code is ever mailed that Stripe could not honour.
 */
export function promotionalCoupon(context: PaymentContext): Promise<Stripe.Coupon> {
  return coupon(context, {
    id: `${PROMOTIONAL_CAMPAIGN.id}-${PROMOTIONAL_CAMPAIGN.percentOff}`,
    percentOff: PROMOTIONAL_CAMPAIGN.percentOff,
    name: `${PROMOTIONAL_CAMPAIGN.percentOff}% off the first period`,
  });
}
