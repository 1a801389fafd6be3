import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '../../layout/PageShell.tsx';
import { PageSpinner } from '../../layout/PageSpinner.tsx';
import { Icon } from '../../marketing/Icon.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { paymentSucceeded } from './paymentOutcome.ts';

interface PaymentResultProps {
  path: string;
  /** For the page's meta description. */
  description: string;
  successTitle: string;
  successBody: ReactNode;
  failureBody: string;
  retryTo: string;
}

/**
 * The page a payment returns to. The outcome is in the query, which only the browser reads (in an
 * effect: the server renders the loading state for every query), so it shows loading, then the result.
 */
export function PaymentResult({
  path,
  description,
  successTitle,
  successBody,
  failureBody,
  retryTo,
}: PaymentResultProps) {
  const [outcome, setOutcome] = useState<'loading' | 'succeeded' | 'failed'>('loading');
  usePageMeta({
    title: outcome === 'failed' ? 'Payment Not Completed' : successTitle,
    description,
    path,
    noindex: true,
  });

  useEffect(() => {
    setOutcome(paymentSucceeded(new URLSearchParams(window.location.search)) ? 'succeeded' : 'failed');
  }, []);

  return (
    <PageShell>
      {outcome === 'loading' ? (
        <PageSpinner label="Checking your payment…" />
      ) : (
        <section className="mx-auto max-w-lg px-4 py-20 text-center" data-outcome={outcome}>
          <span
            className={`inline-flex h-16 w-16 items-center justify-center rounded-full ${
              outcome === 'succeeded' ? 'bg-sky-100 text-sky-700' : 'bg-amber-100 text-amber-700'
            }`}
          >
            <Icon name={outcome === 'succeeded' ? 'wave' : 'warning'} className="h-9 w-9" />
          </span>
          <h1 className="mt-4 text-3xl font-bold text-sky-950">
            {outcome === 'succeeded' ? successTitle : 'Payment Not Completed'}
          </h1>
          <div className="mt-4 text-slate-600">
            {outcome === 'succeeded' ? successBody : <p>{failureBody}</p>}
          </div>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {outcome === 'failed' && (
              <Link
                to={retryTo}
                className="rounded-md bg-sky-700 px-5 py-3 font-semibold text-white hover:bg-sky-800"
              >
                Try Again
              </Link>
            )}
            <Link
              to="/"
              className={
                outcome === 'succeeded'
                  ? 'rounded-md bg-sky-700 px-5 py-3 font-semibold text-white hover:bg-sky-800'
                  : 'rounded-md border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-50'
              }
            >
              {outcome === 'succeeded' ? 'Go to Dashboard' : 'Back to Dashboard'}
            </Link>
          </div>
        </section>
      )}
    </PageShell>
  );
}
