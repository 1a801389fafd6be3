import type Stripe from 'stripe';
import { CURRENCY, discountedCents, purchasablePackage } from '../../shared/domain/index.ts';
import { type CreditBalance, grantCredits, readBalance } from '../credits/grantCredits.ts';
import { inTransaction } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { claimEvent, type EventRecord, type PaymentContext } from './paymentContext.ts';
import { percentOffOf, redeemPromotionCode } from './promotionCodes.ts';
import { atStripe, isMissingObject } from './stripeClient.ts';

export interface Fulfilment {
  userId: string;
  packageType: string;
  /** True when this call granted the credits; false when they had been granted before. */
  granted: boolean;
  /** Credits added by this call, all kinds together. */
  creditsAdded: number;
  balance: CreditBalance;
}

export interface FulfilOptions {
  paymentIntentId: string;
  /** The signed-in user asking (complete-payment, fix-payments); the webhook asks for nobody. */
  userId?: string;
  /** The webhook event that brought it, recorded in the same transaction as the grant. */
  event?: EventRecord;
}

async function readIntent(context: PaymentContext, id: string): Promise<Stripe.PaymentIntent> {
  try {
    return await atStripe(() => context.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
  } catch (error) {
    if (isMissingObject(error)) throw new AppError('payment_not_found');
    throw error;
  }
}

/**
 * The one function that turns a succeeded PaymentIntent into credits, used by the webhook, by
 * complete-payment and by fix-payments. It never trusts what it was told: it reads the intent from
 * Stripe, checks that it succeeded, whose it is (`metadata.userId`), and that its amount and currency
 * are the price of its package, then writes the payment row (unique on the intent id) and grants the
 * credits with their ledger entry in one transaction. Whichever caller comes first grants; the others
 * find the row and grant nothing, however many arrive at once.
 */
export async function fulfilPaymentIntent(
  context: PaymentContext,
  options: FulfilOptions,
): Promise<Fulfilment> {
  const { db, now, rules } = context;
  const intent = await readIntent(context, options.paymentIntentId);
  const owner = intent.metadata?.userId;
  if (!owner) throw new AppError('payment_not_found', 'This payment was not made on this site.');
  if (options.userId !== undefined && owner !== options.userId) throw new AppError('payment_not_yours');
  if (intent.status !== 'succeeded') {
    throw new AppError('payment_not_succeeded', `This payment has not succeeded (it is ${intent.status}).`);
  }
  const pack = purchasablePackage(intent.metadata?.packageType ?? '', rules);
  // A discount code's intent was priced down by the server: its price is the code's percentage off.
  const code = intent.metadata?.promotionCode;
  const percentOff = code ? await percentOffOf(db, { code, userId: owner }) : 0;
  const price = pack && percentOff !== undefined ? discountedCents(pack.priceCents, percentOff) : undefined;
  if (!pack || intent.amount !== price || intent.currency !== CURRENCY.toLowerCase()) {
    throw new AppError('payment_mismatch', undefined, { paymentIntentId: intent.id });
  }
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  if (charge?.refunded) throw new AppError('payment_refunded');

  return inTransaction(db, async (trx): Promise<Fulfilment> => {
    const at = now();
    const user = await trx.selectFrom('users').select('id').where('id', '=', owner).executeTakeFirst();
    if (!user) throw new AppError('payment_not_found', 'The account of this payment no longer exists.');
    const result = { userId: owner, packageType: pack.packageType };
    const unchanged = async (): Promise<Fulfilment> => ({
      ...result,
      granted: false,
      creditsAdded: 0,
      balance: await readBalance(trx, owner),
    });
    if (options.event && !(await claimEvent(trx, options.event, at))) return unchanged();
    const payment = await trx
      .insertInto('payments')
      .values({
        user_id: owner,
        kind: 'package',
        stripe_payment_intent_id: intent.id,
        stripe_invoice_id: null,
        package_type: pack.packageType,
        amount_cents: intent.amount,
        currency: intent.currency,
        paid_credits: pack.credits.paid ?? 0,
        ultra_large_100k_credits: pack.credits.ultra_large_100k ?? 0,
        ultra_large_500k_credits: pack.credits.ultra_large_500k ?? 0,
        ultra_large_1m_credits: pack.credits.ultra_large_1m ?? 0,
        paid_at: new Date(intent.created * 1000).toISOString(),
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      })
      .onConflict((conflict) => conflict.column('stripe_payment_intent_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!payment) return unchanged();
    if (code) {
      await redeemPromotionCode(trx, { code, userId: owner, redeemedFor: intent.id, now: at });
    }
    const grant = await grantCredits({
      db: trx,
      userId: owner,
      credits: pack.credits,
      reason: 'purchase',
      paymentId: payment.id,
      note: pack.title,
      key: `payment_intent:${intent.id}`,
      now: at,
    });
    const creditsAdded = Object.values(grant.applied).reduce((sum, n) => sum + (n ?? 0), 0);
    return { ...result, granted: !grant.repeated, creditsAdded, balance: grant.balance };
  });
}
