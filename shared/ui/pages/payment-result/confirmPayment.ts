import { authRoutes } from '../../../api/auth.ts';
import { paymentRoutes } from '../../../api/payments.ts';
import { api } from '../../apiClient.ts';

/**
 * What the result pages ask the server, loaded once the page shows (the contract's schemas stay off
 * the first visit's weight). Not session calls: a visitor who typed the address is simply
 * not told "paid" (a 401 is a "no", not a reason to send anyone to sign in).
 */

/** /checkout-success?payment_intent=pi_…: credited now or before (complete-payment grants at most once). */
export async function confirmCheckout(query: URLSearchParams): Promise<boolean> {
  const paymentIntentId = query.get('payment_intent');
  if (!paymentIntentId) return false;
  await api.call(paymentRoutes.completePayment, { body: { paymentIntentId } });
  return true;
}

/**
 * /subscription-success: the account is a subscriber at the server. Stripe's webhook may land a moment
 * after the payment form returns, so the question is asked a few times, a second and a half apart. The
 * account answers it (its subscriptionActive follows the subscription), without a 404 while none exists.
 */
export async function confirmSubscription(): Promise<boolean> {
  for (let attempt = 0; attempt < 6; attempt++) {
    try {
      const user = await api.call(authRoutes.currentUser);
      if (user.subscriptionActive) return true;
    } catch {
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  return false;
}
