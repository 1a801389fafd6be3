import express, { type Router } from 'express';
import { paymentRoutes } from '../../shared/api/payments.ts';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { createPaymentIntent, surveyOfferedTo } from './createPaymentIntent.ts';
import { fixPayments } from './fixPayments.ts';
import { fulfilPaymentIntent } from './fulfilPayment.ts';
import type { PaymentContext } from './paymentContext.ts';
import {
  cancelSubscription,
  createSubscription,
  firstMonthOfferAvailable,
  getSubscription,
  paymentMethod,
} from './subscriptions.ts';
import { handleStripeEvent, verifyWebhook } from './webhook.ts';

/** Payments' services, or none on a server without Stripe keys. */
export type Payments = { context: PaymentContext; webhookSecret: string; publishableKey: string } | undefined;

function required(payments: Payments) {
  if (!payments) throw new AppError('payments_not_configured');
  return payments;
}

/**
 * POST /api/stripe/webhook, mounted before the JSON body parser: the signature is checked on the exact
 * bytes Stripe signed.
 */
export function stripeWebhookRouter(payments: Payments, options: ContractRouterOptions): Router {
  const { router, serve } = createContractRouter(options);
  serve(
    paymentRoutes.stripeWebhook,
    express.raw({ type: () => true, limit: '1mb' }),
    async (_request, req) => {
      const { context, webhookSecret } = required(payments);
      const event = verifyWebhook(context, webhookSecret, req.body, req.get('stripe-signature'));
      await handleStripeEvent(context, event);
      return { received: true } as const;
    },
  );
  return router;
}

/** The payment and subscription routes of SPEC section 7. */
export function paymentsRouter(
  { payments, mode }: { payments: Payments; mode: Config['payments']['mode'] },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);

  serve(paymentRoutes.config, async ({ user }) => {
    if (!payments) {
      return {
        mode: mode === 'test' ? 'test' : 'off',
        publishableKey: null,
        surveyOfferAvailable: false,
        firstMonthOfferAvailable: false,
      } as const;
    }
    return {
      mode: 'stripe',
      publishableKey: payments.publishableKey,
      surveyOfferAvailable: await surveyOfferedTo(payments.context.db, user.id),
      firstMonthOfferAvailable: await firstMonthOfferAvailable(payments.context, user.id),
    } as const;
  });

  serve(paymentRoutes.createPaymentIntent, ({ body, user }) => {
    const { context } = required(payments);
    return 'packageType' in body
      ? createPaymentIntent(context, user, body.packageType, body.promotionCode)
      : createPaymentIntent(context, user, 'single');
  });

  serve(paymentRoutes.completePayment, async ({ body, user }) => {
    const { context } = required(payments);
    const fulfilment = await fulfilPaymentIntent(context, {
      paymentIntentId: body.paymentIntentId,
      userId: user.id,
    });
    return {
      credits: fulfilment.balance.paid,
      granted: fulfilment.granted,
      packageType: fulfilment.packageType,
      balance: fulfilment.balance,
    };
  });

  serve(paymentRoutes.fixPayments, ({ user }) => fixPayments(required(payments).context, user));

  serve(paymentRoutes.createSubscription, ({ body, user }) =>
    createSubscription(required(payments).context, user, body),
  );
  // Reads answer null without Stripe: nothing was bought through it.
  serve(paymentRoutes.subscription, async ({ user }) => {
    const subscription = await getSubscription(required(payments).context, user.id);
    if (!subscription) throw new AppError('subscription_not_found');
    return subscription;
  });
  serve(paymentRoutes.cancelSubscription, ({ user }) =>
    cancelSubscription(required(payments).context, user.id),
  );
  serve(paymentRoutes.paymentMethod, ({ user }) => (payments ? paymentMethod(payments.context, user) : null));
  return router;
}
