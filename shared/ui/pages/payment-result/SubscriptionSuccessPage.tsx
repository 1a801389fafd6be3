import { formatUsd, SUBSCRIPTION_PLANS } from '../../../domain/index.ts';
import { PaymentResult } from './PaymentResult.tsx';

/** /subscription-success: where subscribing to Endless Summer returns. */
export default function SubscriptionSuccessPage() {
  return (
    <PaymentResult
      path="/subscription-success"
      description="The result of your Endless Summer subscription: unlimited summaries start as soon as the payment succeeds."
      successTitle="Welcome to Endless Summer!"
      successBody={
        <p>
          Your subscription is active: unlimited documents, priority processing, and summaries saved to your
          account automatically. Cancel anytime from your account (
          {formatUsd(SUBSCRIPTION_PLANS.month.priceCents)}
          /month or {formatUsd(SUBSCRIPTION_PLANS.year.priceCents)}/year).
        </p>
      }
      failureBody="Your subscription was not started and you have not been charged. You can try again with the same or another card."
      confirm={() => import('./confirmPayment.ts').then((calls) => calls.confirmSubscription())}
      retryTo="/subscribe"
    />
  );
}
