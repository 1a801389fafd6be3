import type Stripe from 'stripe';
import { inTransaction } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { fulfilPaymentIntent } from './fulfilPayment.ts';
import { claimEvent, type EventRecord, type PaymentContext } from './paymentContext.ts';
import { applyRefund } from './refunds.ts';
import { atStripe, stripeTimeOf } from './stripeClient.ts';
import { applySubscriptionState } from './subscriptionState.ts';

/**
 * Checks the Stripe-Signature of the raw body with the SDK before anything reads it as JSON: a body
 * that was not signed with this endpoint's secret within the tolerance (five minutes) is refused, and
 * nothing in it is acted on.
 */
export function verifyWebhook(
  context: PaymentContext,
  webhookSecret: string,
  rawBody: unknown,
  signature: string | undefined,
): Stripe.Event {
  if (!Buffer.isBuffer(rawBody) || !signature) throw new AppError('webhook_signature_invalid');
  try {
    // In milliseconds (the SDK divides by 1000), from the server's clock so tests can move it.
    const receivedAt = context.now().getTime();
    return context.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
      undefined,
      undefined,
      receivedAt,
    );
  } catch {
    throw new AppError('webhook_signature_invalid');
  }
}

/** An event with nothing (more) to do is recorded alone, so a replay is recognised at once. */
async function recordOnly(context: PaymentContext, event: EventRecord): Promise<void> {
  await inTransaction(context.db, (trx) => claimEvent(trx, event, context.now()));
}

const subscriptionIdOf = (invoice: Stripe.Invoice) => {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return typeof subscription === 'string' ? subscription : subscription?.id;
};

/**
 * invoice.paid (a first payment or a renewal) and invoice.payment_failed: the subscription is read
 * from Stripe as it is now and stored (a renewal moves the period end on); a paid invoice is also a
 * payment row, unique on the invoice id, for the revenue figures.
 */
async function applyInvoice(
  context: PaymentContext,
  invoice: Stripe.Invoice,
  event: EventRecord,
): Promise<void> {
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId) return recordOnly(context, event);
  const subscription = await atStripe(() => context.stripe.subscriptions.retrieve(subscriptionId));
  const stateAt = stripeTimeOf(subscription, context.now());
  await inTransaction(context.db, async (trx) => {
    const now = context.now();
    if (!(await claimEvent(trx, event, now))) return;
    await applySubscriptionState(trx, subscription, stateAt, now);
    if (event.type !== 'invoice.paid' || invoice.amount_paid <= 0) return;
    const stored = await trx
      .selectFrom('subscriptions')
      .select(['user_id', 'billing_interval'])
      .where('id', '=', subscriptionId)
      .executeTakeFirst();
    if (!stored) return;
    await trx
      .insertInto('payments')
      .values({
        user_id: stored.user_id,
        kind: 'subscription',
        stripe_payment_intent_id: null,
        stripe_invoice_id: invoice.id,
        package_type: `subscription_${stored.billing_interval}`,
        amount_cents: invoice.amount_paid,
        currency: invoice.currency,
        paid_at: new Date((invoice.status_transitions?.paid_at ?? event.created) * 1000).toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('stripe_invoice_id').doNothing())
      .execute();
  });
}

/**
 * Applies one verified event exactly once: each effect and the event's id are written in one
 * transaction, so a replayed or concurrent copy of the event changes nothing. Events that cannot be
 * applied for good (a payment for another site, a mismatch) are recorded and logged, so Stripe stops
 * retrying them; a failure to reach Stripe answers 5xx, so Stripe retries later.
 */
export async function handleStripeEvent(context: PaymentContext, event: Stripe.Event): Promise<void> {
  const record: EventRecord = { id: event.id, type: event.type, created: event.created };
  const seen = await context.db
    .selectFrom('stripe_events')
    .select('id')
    .where('id', '=', event.id)
    .executeTakeFirst();
  if (seen) return;
  try {
    switch (event.type) {
      case 'payment_intent.succeeded':
        await fulfilPaymentIntent(context, { paymentIntentId: event.data.object.id, event: record });
        return;
      case 'charge.refunded':
        await applyRefund(context, event.data.object, record);
        return;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        await inTransaction(context.db, async (trx) => {
          const now = context.now();
          if (await claimEvent(trx, record, now))
            await applySubscriptionState(trx, subscription, event.created, now);
        });
        return;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed':
        await applyInvoice(context, event.data.object, record);
        return;
      default:
        await recordOnly(context, record);
    }
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    context.logger.warn(
      { eventId: event.id, type: event.type, code: error.code },
      'Stripe event not applied',
    );
    await recordOnly(context, record);
  }
}
