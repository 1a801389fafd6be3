import { CURRENCY, purchasablePackage, SURVEY_OFFER_RESPONSES } from '../../shared/domain/index.ts';
import type { UserRow } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { ensureStripeCustomer } from './customers.ts';
import type { PaymentContext } from './paymentContext.ts';
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
 * complete-payment, fix-payments) knows whose it is and what it bought.
 */
export async function createPaymentIntent(context: PaymentContext, user: UserRow, packageName: string) {
  const pack = purchasablePackage(packageName, context.rules);
  if (!pack) throw new AppError('unknown_package', `There is no package "${packageName}".`);
  if (pack.surveyOfferOnly && !(await surveyOfferedTo(context.db, user.id))) {
    throw new AppError('offer_not_available');
  }
  const customer = await ensureStripeCustomer(context, user);
  const intent = await atStripe(() =>
    context.stripe.paymentIntents.create({
      amount: pack.priceCents,
      currency: CURRENCY.toLowerCase(),
      customer,
      description: pack.title,
      automatic_payment_methods: { enabled: true },
      metadata: { userId: user.id, packageType: pack.packageType },
    }),
  );
  if (!intent.client_secret) throw new AppError('payment_provider_error');
  return {
    clientSecret: intent.client_secret,
    paymentIntentId: intent.id,
    packageType: pack.packageType,
    title: pack.title,
    amount: pack.priceCents,
  };
}
