import type Stripe from 'stripe';
import { CREDIT_KINDS, type CreditAmounts, creditsRefunded } from '../../shared/domain/index.ts';
import { grantCredits, readBalance } from '../credits/grantCredits.ts';
import { inTransaction } from '../db/database.ts';
import { claimEvent, type EventRecord, type PaymentContext } from './paymentContext.ts';

/**
 * `charge.refunded`: takes back the credits the refunded part of a payment bought, as far as they are
 * unspent (never below zero), and writes in the ledger what was taken and what had already been spent.
 * The payment row's refunded amount only grows (a conditional step), so a replay takes nothing twice.
 */
export async function applyRefund(context: PaymentContext, charge: Stripe.Charge, event: EventRecord) {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  return inTransaction(context.db, async (trx) => {
    const at = context.now();
    if (!(await claimEvent(trx, event, at))) return { applied: false };
    if (!intentId) return { applied: false };
    // Touch first: the row is locked until the end of this transaction and its old amount is read.
    const payment = await trx
      .updateTable('payments')
      .set({ updated_at: at.toISOString() })
      .where('stripe_payment_intent_id', '=', intentId)
      .returningAll()
      .executeTakeFirst();
    if (!payment || charge.amount_refunded <= payment.amount_refunded_cents) return { applied: false };
    await trx
      .updateTable('payments')
      .set({ amount_refunded_cents: charge.amount_refunded })
      .where('id', '=', payment.id)
      .execute();
    const taken = creditsRefunded({
      granted: {
        paid: payment.paid_credits,
        ultra_large_100k: payment.ultra_large_100k_credits,
        ultra_large_500k: payment.ultra_large_500k_credits,
        ultra_large_1m: payment.ultra_large_1m_credits,
      },
      amountCents: payment.amount_cents,
      refundedBeforeCents: payment.amount_refunded_cents,
      refundedNowCents: charge.amount_refunded,
    });
    // The account was removed (its payment kept for the books): the refund is recorded, no credits to take.
    const userId = payment.user_id;
    if (userId === null) return { applied: true, taken, grant: null };
    const negative: CreditAmounts = Object.fromEntries(
      CREDIT_KINDS.map((kind) => [kind, -(taken[kind] ?? 0)]),
    );
    const balance = await readBalance(trx, userId);
    const spent = CREDIT_KINDS.reduce(
      (sum, kind) => sum + Math.max(0, (taken[kind] ?? 0) - balance[kind]),
      0,
    );
    const asked = CREDIT_KINDS.reduce((sum, kind) => sum + (taken[kind] ?? 0), 0);
    const grant = await grantCredits({
      db: trx,
      userId,
      credits: negative,
      reason: 'refund',
      paymentId: payment.id,
      key: `refund:${intentId}:${charge.amount_refunded}`,
      note: `Refunded ${charge.amount_refunded} of ${payment.amount_cents} cents: ${asked - spent} credit(s) taken back${spent > 0 ? `, ${spent} already spent` : ''}.`,
      now: at,
    });
    return { applied: true, taken, grant };
  });
}
