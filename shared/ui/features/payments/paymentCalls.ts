import { paymentRoutes } from '../../../api/payments.ts';
import { api } from '../../apiClient.ts';

/** The payment routes as the payment pages call them: signed-in calls (a 401 ends the session). */
const session = { session: true } as const;

export const paymentCalls = {
  config: () => api.call(paymentRoutes.config, undefined, session),
  createPaymentIntent: (packageType: string, promotionCode?: string) =>
    api.call(
      paymentRoutes.createPaymentIntent,
      { body: { packageType, ...(promotionCode && { promotionCode }) } },
      session,
    ),
  completePayment: (paymentIntentId: string) =>
    api.call(paymentRoutes.completePayment, { body: { paymentIntentId } }, session),
  createSubscription: (billingInterval: 'month' | 'year', offer?: 'first_month_50', promotionCode?: string) =>
    api.call(
      paymentRoutes.createSubscription,
      { body: { billingInterval, ...(offer && { offer }), ...(promotionCode && { promotionCode }) } },
      session,
    ),
  subscription: () => api.call(paymentRoutes.subscription, undefined, session),
  cancelSubscription: () => api.call(paymentRoutes.cancelSubscription, undefined, session),
  paymentMethod: () => api.call(paymentRoutes.paymentMethod, undefined, session),
  fixPayments: () => api.call(paymentRoutes.fixPayments, undefined, session),
};

export type PaymentsConfig = Awaited<ReturnType<typeof paymentCalls.config>>;
