import { formatUsd } from '../../../domain/index.ts';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import { PaymentResult } from './PaymentResult.tsx';

/** /checkout-success: where a credit purchase returns. */
export default function CheckoutSuccessPage() {
  const { singleCreditCents } = usePublicConfig();
  return (
    <PaymentResult
      path="/checkout-success"
      description="The result of your credit purchase: credits are added to your account as soon as the payment succeeds."
      successTitle="Wave Successfully Caught!"
      successBody={
        <p>
          Your payment went through and your credits are on your account, ready for your next document. At{' '}
          {formatUsd(singleCreditCents)} a summary, credits never expire.
        </p>
      }
      failureBody="Your payment was not completed and you have not been charged. You can try again with the same or another card."
      confirm={(query) => import('./confirmPayment.ts').then((calls) => calls.confirmCheckout(query))}
      retryTo="/pay-per-document"
    />
  );
}
