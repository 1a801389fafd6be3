import { useState } from 'react';
import { formatUsd } from '../../../domain/index.ts';
import { useAuthUser, useRefreshAuthUser } from '../../auth/AuthContext.tsx';
import { answeredWith, endsSession } from '../../errors/describeError.ts';
import { PageShell } from '../../layout/PageShell.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { paymentCalls } from './paymentCalls.ts';
import { PAYMENT_TEXTS } from './paymentTexts.ts';

type Result = Awaited<ReturnType<typeof paymentCalls.fixPayments>>;

/** /payment-debug: finds payments Stripe took that were never credited, and credits them. */
export default function PaymentDebugPage() {
  const auth = useAuthUser();
  const refreshUser = useRefreshAuthUser();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  usePageMeta({
    title: 'Payment Check',
    description: 'Check and fix your payments.',
    path: '/payment-debug',
    noindex: true,
  });

  async function check() {
    setChecking(true);
    setFailed(null);
    try {
      setResult(await paymentCalls.fixPayments());
      void refreshUser();
    } catch (error) {
      if (answeredWith(error, 'payments_not_configured')) setFailed(PAYMENT_TEXTS.notConfigured);
      else if (!endsSession(error)) setFailed(PAYMENT_TEXTS.analyzeFailed);
    }
    setChecking(false);
  }

  return (
    <PageShell>
      <section className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-bold text-sky-950">Payment Check</h1>
        <p className="mt-2 text-slate-600">
          Paid but no credits? This looks up your payments at our payment provider and adds any credits that
          are missing. Nothing is ever added twice.
        </p>
        {auth.status === 'visitor' ? (
          <p className="mt-6">
            Please{' '}
            <a href="/api/login?returnTo=/payment-debug" className="font-semibold text-sky-700 underline">
              sign in
            </a>{' '}
            first.
          </p>
        ) : (
          <button
            type="button"
            onClick={() => void check()}
            disabled={checking}
            className="mt-6 rounded-md bg-sky-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {checking ? 'Checking...' : 'Check & Fix Payments'}
          </button>
        )}
        {failed && (
          <p role="alert" className="mt-4 text-red-700">
            {failed}
          </p>
        )}
        {result && (
          <div className="mt-6 rounded-xl border border-slate-200 p-4" role="status">
            <p className="font-semibold">
              {result.paymentsFound === 0 ? PAYMENT_TEXTS.noPaymentsFound : 'Payments checked'}
            </p>
            <p className="mt-1 text-slate-700">{result.message}</p>
            {result.paymentsFound > 0 && (
              <>
                <p className="mt-2 text-sm">
                  Credits added: <strong>{result.creditsAdded}</strong> · Credits now:{' '}
                  <strong>{result.finalCredits}</strong>
                </p>
                <ul className="mt-2 space-y-1 text-sm text-slate-600">
                  {result.payments.map((payment) => (
                    <li key={payment.id}>
                      {new Date(payment.created).toLocaleDateString('en-US')} · {formatUsd(payment.amount)}
                      {payment.recovered ? ' · credited now' : ' · already credited'}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </section>
    </PageShell>
  );
}
