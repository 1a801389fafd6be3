import {
  CURRENCY,
  discountedCents,
  purchasablePackage,
  SURVEY_OFFER_RESPONSES,
} from '../../shared/domain/index.ts';
import type { UserRow } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { ensureStripeCustomer } from './customers.ts';
import type { PaymentContext } from './paymentContext.ts';
import { promotionCovers, usablePromotionCode } from './promotionCodes.ts';
import { atStripe } from './stripeClient.ts';

/** Whether the first-use survey offered this user its special offer (they gave one of its answers). */
export async function surveyOfferedTo(db: Database, userId: string): Promise<boolean> {
  const answer = await db
    .selectFrom('survey_responses')
    .select('id')
    .where('user_id', '=', userId)
    .where('survey_type', '=', 'first_use_feedback')
    .where('response', 'in', [...SURVEY_OFFER_RESPONSES])
    .executeTakeFirst();
  return answer !== undefined;
}

/**
 * A PaymentIntent for a package the user named: its price and credits come from shared/domain, never
 * from the request. The intent carries `userId` and `packageType` so that whoever fulfils it (webhook,
 * complete-payment, fix-payments) knows whose it is and what it bought. A promotional email's code
 * (this user's, unused, unexpired, for a bundle) takes its percentage off, and rides on the intent as
 * `promotionCode` so the fulfilment checks the discounted amount and marks the code used.
 */
export async function createPaymentIntent(
  context: PaymentContext,
  user: UserRow,
  packageName: string,
  promotionCode?: string,
) {
  const pack = purchasablePackage(packageName, context.rules);
  if (!pack) throw new AppError('unknown_package', `There is no package "${packageName}".`);
  if (pack.surveyOfferOnly && !(await surveyOfferedTo(context.db, user.id))) {
    throw new AppError('offer_not_available');
  }
  const promotion = promotionCode
    ? await usablePromotionCode(context.db, { code: promotionCode, userId: user.id, now: context.now() })
    : undefined;
  if (promotion && !promotionCovers({ packageType: pack.packageType })) {
    throw new AppError('promotion_code_not_applicable');
  }
  const amount = promotion ? discountedCents(pack.priceCents, promotion.percent_off) : pack.priceCents;
  const customer = await ensureStripeCustomer(context, user);
  const intent = await atStripe(() =>
    context.stripe.paymentIntents.create({
      amount,
      currency: CURRENCY.toLowerCase(),
      customer,
      description: pack.title,
      automatic_payment_methods: { enabled: true },
      metadata: {
        userId: user.id,
        packageType: pack.packageType,
        ...(promotion && { promotionCode: promotion.code }),
      },
    }),
  );
  if (!intent.client_secret) throw new AppError('payment_provider_error');
  return {
    clientSecret: intent.client_secret,
    paymentIntentId: intent.id,
    packageType: pack.packageType,
    title: pack.title,
    amount,
    ...(promotion && { regularAmount: pack.priceCents }),
  };
}
