import type Stripe from 'stripe';
import { type BillingInterval, FIRST_MONTH_OFFER } from '../../shared/domain/index.ts';
import type { UserRow } from '../auth/users.ts';
import { inTransaction } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { ensureStripeCustomer } from './customers.ts';
import type { PaymentContext } from './paymentContext.ts';
import {
  promotionCovers,
  redeemPromotionCode,
  releasePromotionCode,
  usablePromotionCode,
} from './promotionCodes.ts';
import { firstMonthCoupon, planPrice, promotionalCoupon } from './stripeCatalog.ts';
import { atStripe, stripeTimeOf } from './stripeClient.ts';
import { applySubscriptionState, currentSubscription, toSubscriptionView } from './subscriptionState.ts';

const ALREADY_ACTIVE = 'You already have an active subscription.';

/** Stores what Stripe answered about a subscription, stamped with Stripe's time of the answer. */
async function storeAnswer(context: PaymentContext, subscription: Stripe.Response<Stripe.Subscription>) {
  const now = context.now();
  await inTransaction(context.db, (trx) =>
    applySubscriptionState(trx, subscription, stripeTimeOf(subscription, now), now),
  );
}

/** Claims the first-month offer for this user, once; a claim whose subscription never started is free again. */
async function claimOffer(context: PaymentContext, userId: string): Promise<void> {
  const claimed = await context.db
    .insertInto('offer_redemptions')
    .values({
      user_id: userId,
      offer: FIRST_MONTH_OFFER.code,
      subscription_id: null,
      created_at: context.now().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'offer']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) throw new AppError('offer_already_used');
}

async function releaseOffer(context: PaymentContext, userId: string): Promise<void> {
  await context.db
    .deleteFrom('offer_redemptions')
    .where('user_id', '=', userId)
    .where('offer', '=', FIRST_MONTH_OFFER.code)
    .where('subscription_id', 'is', null)
    .execute();
}

/**
 * POST /api/create-subscription. Already active → says so. Set to end at the period's end → carries on
 * (reactivated). Otherwise an incomplete subscription whose first invoice the payment form pays; it
 * becomes active when Stripe says so (webhook). The first-month offer is a Stripe coupon, once per user.
 */
export async function createSubscription(
  context: PaymentContext,
  user: UserRow,
  request: { billingInterval: BillingInterval; offer?: string; promotionCode?: string },
) {
  const current = await currentSubscription(context.db, user.id, context.now());
  if (current && !current.cancel_at_period_end) return { alreadyActive: true, message: ALREADY_ACTIVE };
  if (current) {
    const resumed = await atStripe(() =>
      context.stripe.subscriptions.update(current.id, { cancel_at_period_end: false }),
    );
    await storeAnswer(context, resumed);
    return { reactivated: true, message: 'Your Endless Summer continues.' };
  }

  const code = request.promotionCode;
  const withOffer = !code && request.offer === FIRST_MONTH_OFFER.code && request.billingInterval === 'month';
  // A discount code: this user's, unused, unexpired; claimed now so two tabs cannot both use it.
  const claim = `subscription-start:${user.id}:${context.now().getTime()}`;
  if (code) {
    if (!promotionCovers({ billingInterval: request.billingInterval })) {
      throw new AppError('promotion_code_not_applicable');
    }
    await usablePromotionCode(context.db, { code, userId: user.id, now: context.now() });
    const claimed = await redeemPromotionCode(context.db, {
      code,
      userId: user.id,
      redeemedFor: claim,
      now: context.now(),
    });
    if (!claimed) throw new AppError('promotion_code_used');
  }
  if (withOffer) await claimOffer(context, user.id);
  try {
    const customer = await ensureStripeCustomer(context, user);
    const price = await planPrice(context, request.billingInterval);
    const coupon = code
      ? await promotionalCoupon(context)
      : withOffer
        ? await firstMonthCoupon(context)
        : undefined;
    const subscription = await atStripe(() =>
      context.stripe.subscriptions.create({
        customer,
        items: [{ price: price.id }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: {
          userId: user.id,
          billingInterval: request.billingInterval,
          ...(withOffer && { offer: FIRST_MONTH_OFFER.code }),
          ...(code && { promotionCode: code }),
        },
        ...(coupon && { discounts: [{ coupon: coupon.id }] }),
      }),
    );
    if (withOffer) {
      await context.db
        .updateTable('offer_redemptions')
        .set({ subscription_id: subscription.id })
        .where('user_id', '=', user.id)
        .where('offer', '=', FIRST_MONTH_OFFER.code)
        .execute();
    }
    if (code) {
      await context.db
        .updateTable('promotion_codes')
        .set({ redeemed_for: subscription.id })
        .where('redeemed_for', '=', claim)
        .execute();
    }
    await storeAnswer(context, subscription);
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const clientSecret = invoice?.confirmation_secret?.client_secret;
    if (!clientSecret) throw new AppError('payment_provider_error');
    return { clientSecret, subscriptionId: subscription.id };
  } catch (error) {
    if (withOffer) await releaseOffer(context, user.id);
    if (code) await releasePromotionCode(context.db, { code, redeemedFor: claim });
    throw error;
  }
}

/** Whether this user may still take the first-month offer. */
export async function firstMonthOfferAvailable(context: PaymentContext, userId: string): Promise<boolean> {
  const used = await context.db
    .selectFrom('offer_redemptions')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('offer', '=', FIRST_MONTH_OFFER.code)
    .executeTakeFirst();
  return used === undefined;
}

/** The user's subscription, or null when there is none. */
export async function getSubscription(context: PaymentContext, userId: string) {
  const now = context.now();
  const current = await currentSubscription(context.db, userId, now);
  return current ? toSubscriptionView(current, now) : null;
}

/** Cancels at the end of the period paid for: Endless Summer stays until then. */
export async function cancelSubscription(context: PaymentContext, userId: string) {
  const current = await currentSubscription(context.db, userId, context.now());
  if (!current) throw new AppError('subscription_not_found');
  if (!current.cancel_at_period_end) {
    const updated = await atStripe(() =>
      context.stripe.subscriptions.update(current.id, { cancel_at_period_end: true }),
    );
    await storeAnswer(context, updated);
  }
  const canceled = await getSubscription(context, userId);
  if (!canceled) throw new AppError('subscription_not_found');
  return canceled;
}

const cardOf = (method: Stripe.PaymentMethod | null | undefined) =>
  method?.card
    ? {
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      }
    : undefined;

/**
 * The card on file: the subscription's default, else the customer's invoice default, else the latest
 * card; null when there is none.
 */
export async function paymentMethod(context: PaymentContext, user: UserRow) {
  const customerId = user.stripe_customer_id;
  if (!customerId) return null;
  const { stripe } = context;
  const current = await currentSubscription(context.db, user.id, context.now());
  if (current) {
    const subscription = await atStripe(() =>
      stripe.subscriptions.retrieve(current.id, { expand: ['default_payment_method'] }),
    );
    const card = cardOf(
      typeof subscription.default_payment_method === 'object' ? subscription.default_payment_method : null,
    );
    if (card) return card;
  }
  const customer = await atStripe(() =>
    stripe.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] }),
  );
  if (!customer.deleted) {
    const preferred = customer.invoice_settings?.default_payment_method;
    const card = cardOf(typeof preferred === 'object' ? preferred : null);
    if (card) return card;
  }
  const cards = await atStripe(() =>
    stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 1 }),
  );
  return cardOf(cards.data[0]) ?? null;
}
