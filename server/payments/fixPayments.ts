import type Stripe from 'stripe';
import type { UserRow } from '../auth/users.ts';
import { readBalance } from '../credits/grantCredits.ts';
import { AppError } from '../http/errors.ts';
import { fulfilPaymentIntent } from './fulfilPayment.ts';
import type { PaymentContext } from './paymentContext.ts';
import { atStripe } from './stripeClient.ts';

/** Most payments of one customer looked at by one repair. */
const MAX_INTENTS = 1000;

/**
 * /payment-debug's 'Check & Fix Payments': lists the user's PaymentIntents at Stripe, and grants each
 * succeeded one that has no payment row (its webhook was lost and the page never completed it)
 * through the same fulfilment function as everything else, so nothing is granted twice.
 */
export async function fixPayments(context: PaymentContext, user: UserRow) {
  const { stripe, db, logger } = context;
  const succeeded: Stripe.PaymentIntent[] = [];
  if (user.stripe_customer_id) {
    const customer = user.stripe_customer_id;
    const intents = await atStripe(() =>
      stripe.paymentIntents.list({ customer, limit: 100 }).autoPagingToArray({ limit: MAX_INTENTS }),
    );
    for (const intent of intents) {
      if (intent.status === 'succeeded' && intent.metadata?.userId === user.id) succeeded.push(intent);
    }
  }
  const ids = succeeded.map((intent) => intent.id);
  const known = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('payments')
            .select('stripe_payment_intent_id')
            .where('stripe_payment_intent_id', 'in', ids)
            .execute()
        ).map((row) => row.stripe_payment_intent_id),
  );
  let creditsAdded = 0;
  const recovered = new Set<string>();
  for (const intent of succeeded) {
    if (known.has(intent.id)) continue;
    try {
      const fulfilment = await fulfilPaymentIntent(context, { paymentIntentId: intent.id, userId: user.id });
      if (fulfilment.granted) {
        creditsAdded += fulfilment.creditsAdded;
        recovered.add(intent.id);
      }
    } catch (error) {
      // A payment that does not match its package (or was refunded) is left for support, not granted.
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      logger.warn({ paymentIntentId: intent.id, code: error.code }, 'fix-payments left a payment alone');
    }
  }
  const balance = await readBalance(db, user.id);
  const message =
    succeeded.length === 0
      ? 'No completed payments were found for your account.'
      : recovered.size > 0
        ? `Found ${recovered.size} payment${recovered.size === 1 ? '' : 's'} that had not been credited and added ${creditsAdded} credit${creditsAdded === 1 ? '' : 's'}.`
        : `All ${succeeded.length} of your payments were already credited.`;
  return {
    success: true,
    message,
    paymentsFound: succeeded.length,
    creditsAdded,
    finalCredits: balance.paid,
    payments: succeeded.map((intent) => ({
      id: intent.id,
      amount: intent.amount,
      created: new Date(intent.created * 1000).toISOString(),
      recovered: recovered.has(intent.id),
    })),
  };
}
