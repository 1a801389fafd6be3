import { Link } from 'react-router';
import type { PaymentsConfig } from './paymentCalls.ts';
import { PAYMENT_TEXTS } from './paymentTexts.ts';

/** What a payment page says when this server takes no payments (no Stripe keys, or the development test mode). */
export function PaymentsNotice({ mode }: { mode: PaymentsConfig['mode'] }) {
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{mode === 'test' ? 'Test mode' : 'Payments are not configured'}</p>
      <p className="mt-1 text-sm">{mode === 'test' ? PAYMENT_TEXTS.testMode : PAYMENT_TEXTS.notConfigured}</p>
      {mode === 'test' && (
        <Link to="/add-credit" className="mt-2 inline-block text-sm font-semibold underline">
          Add a test credit
        </Link>
      )}
    </div>
  );
}
