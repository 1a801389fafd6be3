import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { PAYMENT_TEXTS } from './paymentTexts.ts';
import { stripeFor } from './stripeLoader.ts';

export interface PaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  /** Where Stripe sends the browser back when the card needs a redirect (3-D Secure, bank pages). */
  returnPath: string;
  /** The payment succeeded at Stripe (without a redirect): the intent's id. */
  onSucceeded(paymentIntentId: string): void | Promise<void>;
}

function CardForm({
  submitLabel,
  returnPath,
  onSucceeded,
}: Omit<PaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<{ title: string; message: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
        redirect: 'if_required',
      });
      if (result.error) {
        setError({
          title: PAYMENT_TEXTS.paymentFailedTitle,
          message: result.error.message || PAYMENT_TEXTS.paymentFailed,
        });
      } else if (!result.paymentIntent) {
        setError({ title: PAYMENT_TEXTS.paymentErrorTitle, message: PAYMENT_TEXTS.noPaymentIntent });
      } else if (result.paymentIntent.status === 'succeeded') {
        await onSucceeded(result.paymentIntent.id);
        return;
      } else {
        setError({ title: PAYMENT_TEXTS.paymentFailedTitle, message: PAYMENT_TEXTS.paymentFailed });
      }
    } catch {
      setError({ title: PAYMENT_TEXTS.paymentErrorTitle, message: PAYMENT_TEXTS.unexpected });
    }
    setProcessing(false);
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Payment">
      <PaymentElement />
      {error && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{error.title}</p>
          <p>{error.message}</p>
        </div>
      )}
      <button
        type="submit"
        disabled={!stripe || !elements || processing}
        className="w-full rounded-md bg-sky-700 px-4 py-3 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
      >
        {processing ? 'Processing...' : submitLabel}
      </button>
    </form>
  );
}

/** Stripe's Payment Element for one PaymentIntent (a package, or a subscription's first invoice). */
export default function PaymentForm({ publishableKey, clientSecret, ...form }: PaymentFormProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <CardForm {...form} />
    </Elements>
  );
}
