import { z } from 'zod';
import { FIRST_MONTH_OFFER } from '../domain/index.ts';
import { defineRoute } from './route.ts';

/**
 * Payments and Endless Summer (SPEC sections 3 and 7, issue #17). The client names a package, never a
 * price; every amount comes from shared/domain on the server. All routes answer 503
 * payments_not_configured on a server without Stripe keys.
 */

/** POST /api/create-payment-intent: `{packageType}`, or `{amount, type: 'single_document'}` (one credit; the amount is not read). */
/** A promotional email's discount code (HALF-XXXX-XXXX); the server says what it is worth. */
const promotionCode = z.string().trim().min(4).max(40).optional();

const createPaymentIntentSchema = z.union([
  z.object({ packageType: z.string().trim().min(1).max(40), promotionCode }),
  z.object({ type: z.literal('single_document'), amount: z.number().optional() }),
]);

const paymentIntentAnswerSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  packageType: z.string(),
  title: z.string(),
  /** What will be charged, in US cents (for display; the server set it). */
  amount: z.number().int(),
  /** The package's price before a discount code, when one was applied. */
  regularAmount: z.number().int().optional(),
});

const completePaymentSchema = z.object({ paymentIntentId: z.string().trim().min(3).max(255) });

const creditBalanceSchema = z.object({
  paid: z.number().int(),
  ultra_large_100k: z.number().int(),
  ultra_large_500k: z.number().int(),
  ultra_large_1m: z.number().int(),
});

/** SPEC: "Complete-payment response: credits" (the paid credits now on the account). */
const completePaymentAnswerSchema = z.object({
  credits: z.number().int(),
  /** False when the webhook (or an earlier call) had already granted this payment. */
  granted: z.boolean(),
  packageType: z.string(),
  balance: creditBalanceSchema,
});

/** SPEC's fix-payments response. */
const fixPaymentsAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  paymentsFound: z.number().int(),
  creditsAdded: z.number().int(),
  finalCredits: z.number().int(),
  payments: z.array(
    z.object({
      id: z.string(),
      /** US cents */
      amount: z.number().int(),
      /** ISO 8601 */
      created: z.string(),
      /** Granted by this call (it had been missed). */
      recovered: z.boolean(),
    }),
  ),
});

const createSubscriptionSchema = z.object({
  billingInterval: z.enum(['month', 'year']),
  offer: z.literal(FIRST_MONTH_OFFER.code).optional(),
  promotionCode,
});

/** SPEC: clientSecret, alreadyActive, message, reactivated. */
const createSubscriptionAnswerSchema = z.object({
  clientSecret: z.string().optional(),
  subscriptionId: z.string().optional(),
  alreadyActive: z.boolean().optional(),
  reactivated: z.boolean().optional(),
  message: z.string().optional(),
});

/** SPEC: status, priceAmount (cents), currentPeriodEnd, cancelAtPeriodEnd. */
const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  billingInterval: z.enum(['month', 'year']),
  priceAmount: z.number().int(),
  currency: z.string(),
  /** ISO 8601 */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Gives Endless Summer now (the domain's rule). */
  active: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const paymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

/** GET /api/payments/config: what the payment pages need to start. */
const paymentsConfigSchema = z.object({
  /**
   * 'stripe': payments on; 'off': not configured (the pages say so); 'test': a development server
   * without keys (the pages say so, and point at /add-credit).
   */
  mode: z.enum(['stripe', 'off', 'test']),
  publishableKey: z.string().nullable(),
  /** Whether this user may buy the survey's 10-pack. */
  surveyOfferAvailable: z.boolean(),
  /** Whether this user may still take the first-month offer. */
  firstMonthOfferAvailable: z.boolean(),
});

const webhookAnswerSchema = z.object({ received: z.literal(true) });

export const paymentRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/api/payments/config',
    summary: 'Whether payments are on, the publishable key, and the offers open to this user.',
    access: 'signedIn',
    answer: paymentsConfigSchema,
  }),
  createPaymentIntent: defineRoute({
    method: 'POST',
    path: '/api/create-payment-intent',
    summary: 'Starts paying for a package (credits or an XL credit); the server sets the price.',
    access: 'signedIn',
    body: createPaymentIntentSchema,
    answer: paymentIntentAnswerSchema,
    errors: [
      'unknown_package',
      'offer_not_available',
      'promotion_code_invalid',
      'promotion_code_used',
      'promotion_code_expired',
      'promotion_code_not_applicable',
      'payments_not_configured',
      'payment_provider_error',
    ],
  }),
  completePayment: defineRoute({
    method: 'POST',
    path: '/api/complete-payment',
    summary: 'Grants the credits of a succeeded payment (once; the webhook may have done it already).',
    access: 'signedIn',
    body: completePaymentSchema,
    answer: completePaymentAnswerSchema,
    errors: [
      'payment_not_found',
      'payment_not_yours',
      'payment_not_succeeded',
      'payment_mismatch',
      'payment_refunded',
      'payments_not_configured',
      'payment_provider_error',
    ],
  }),
  fixPayments: defineRoute({
    method: 'POST',
    path: '/api/fix-payments',
    summary: "Finds this user's succeeded payments that were never credited, and credits them.",
    access: 'signedIn',
    answer: fixPaymentsAnswerSchema,
    errors: ['payments_not_configured', 'payment_provider_error'],
  }),
  createSubscription: defineRoute({
    method: 'POST',
    path: '/api/create-subscription',
    summary: 'Starts Endless Summer (or reactivates one set to end, or says it is already active).',
    access: 'signedIn',
    body: createSubscriptionSchema,
    answer: createSubscriptionAnswerSchema,
    errors: [
      'offer_already_used',
      'promotion_code_invalid',
      'promotion_code_used',
      'promotion_code_expired',
      'promotion_code_not_applicable',
      'payments_not_configured',
      'payment_provider_error',
    ],
  }),
  subscription: defineRoute({
    method: 'GET',
    path: '/api/subscription',
    summary: "The user's Endless Summer subscription through Stripe (SPEC: 404 means none).",
    access: 'signedIn',
    // The account pages ask only when the user has had one (subscriptionExpiresAt), so no page of a
    // user without one meets the 404.
    answer: subscriptionSchema,
    errors: ['subscription_not_found', 'payments_not_configured'],
  }),
  cancelSubscription: defineRoute({
    method: 'POST',
    path: '/api/subscription/cancel',
    summary: 'Cancels at the end of the period paid for; access stays until then.',
    access: 'signedIn',
    answer: subscriptionSchema,
    errors: ['subscription_not_found', 'payments_not_configured', 'payment_provider_error'],
  }),
  paymentMethod: defineRoute({
    method: 'GET',
    path: '/api/payment-method',
    summary: 'The card on file: brand, last4, expiry (null when none, or payments are off).',
    access: 'signedIn',
    answer: paymentMethodSchema.nullable(),
    errors: ['payment_provider_error'],
  }),
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/stripe/webhook',
    summary: "Stripe's events, signed (Stripe-Signature); the raw body is verified before it is read.",
    access: 'public',
    answer: webhookAnswerSchema,
    errors: ['webhook_signature_invalid', 'payments_not_configured'],
  }),
};
