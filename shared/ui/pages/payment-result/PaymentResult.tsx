import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { PageShell } from '../../layout/PageShell.tsx';
import { PageSpinner } from '../../layout/PageSpinner.tsx';
import { Icon } from '../../marketing/Icon.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { paymentSucceeded } from './paymentOutcome.ts';

const UNCONFIRMED =
  'We could not confirm a payment from this page. If you have just paid, it shows on your dashboard within a minute; Check & Fix Payments finds any payment that was not credited.';

interface PaymentResultProps {
  path: string;
  /** For the page's meta description. */
  description: string;
  successTitle: string;
  successBody: ReactNode;
  failureBody: string;
  retryTo: string;
  /**
   * Asks the server whether the payment the query speaks of really succeeded: a success in the query
   * alone (a typed address) is never shown as one.
   */
  confirm(query: URLSearchParams): Promise<boolean>;
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
  confirm,
}: PaymentResultProps) {
  const [outcome, setOutcome] = useState<'loading' | 'succeeded' | 'failed' | 'unconfirmed'>('loading');
  const failedTitle = outcome === 'unconfirmed' ? 'Payment Not Confirmed' : 'Payment Not Completed';
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;
  usePageMeta({
    title: outcome === 'succeeded' || outcome === 'loading' ? successTitle : failedTitle,
    description,
    path,
    noindex: true,
  });

  // Only the signed-in buyer's payment can be confirmed: a visitor is not asked about (the server
  // would answer 401), once the page knows who is there.
  const who = useAuthUser().status;
  useEffect(() => {
    if (who === 'loading') return;
    const query = new URLSearchParams(window.location.search);
    if (!paymentSucceeded(query)) {
      setOutcome('failed');
      return;
    }
    if (who === 'visitor') {
      setOutcome('unconfirmed');
      return;
    }
    confirmRef.current(query).then(
      (confirmed) => setOutcome(confirmed ? 'succeeded' : 'unconfirmed'),
      () => setOutcome('unconfirmed'),
    );
  }, [who]);

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
            {outcome === 'succeeded' ? successTitle : failedTitle}
          </h1>
          <div className="mt-4 text-slate-600">
            {outcome === 'succeeded' ? (
              successBody
            ) : (
              <p>{outcome === 'failed' ? failureBody : UNCONFIRMED}</p>
            )}
          </div>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {outcome === 'unconfirmed' && (
              <Link
                to="/payment-debug"
                className="rounded-md border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-50"
              >
                Check & Fix Payments
              </Link>
            )}
            {outcome !== 'succeeded' && (
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
