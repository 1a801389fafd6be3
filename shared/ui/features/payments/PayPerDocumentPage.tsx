import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatUsd, packageTypeForQuery, purchasablePackage, TIMINGS } from '../../../domain/index.ts';
import { useRefreshAuthUser } from '../../auth/AuthContext.tsx';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import { describeActionError, serverAnswered } from '../../errors/describeError.ts';
import { PageShell } from '../../layout/PageShell.tsx';
import { PageSpinner } from '../../layout/PageSpinner.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { toast } from '../../toast/toastStore.ts';
import { PaymentsNotice } from './PaymentsNotice.tsx';
import { paymentCalls } from './paymentCalls.ts';
import { PAYMENT_TEXTS } from './paymentTexts.ts';
import { usePaymentSetup } from './usePaymentSetup.ts';

const PaymentForm = lazy(() => import('./PaymentForm.tsx'));

/** Everything a package buys, in words. */
function benefitsOf(packageType: string): string[] {
  if (packageType.startsWith('ultra_')) {
    return [
      'One extra-large document',
      'Credits never expire',
      'Summary kept for 24 hours',
      'Every file type and language',
    ];
  }
  return [
    'Credits never expire',
    'Documents up to 25,000 words',
    'Every file type and 50+ languages',
    'All five summary lengths',
  ];
}

/** What the intent charges (a discount code lowers it), else the package's price. */
function priceOf(value: { clientSecret: string } | { amount: number }, listed: number): number {
  return 'amount' in value ? value.amount : listed;
}

/**
 * /pay-per-document?pack=1|5|10|25 or ?xl=100k|500k|1m: buy credits with Stripe's Payment Element.
 * `&code=` carries a promotional email's discount code; the server prices it and the page shows its price.
 */
export default function PayPerDocumentPage() {
  const [query] = useSearchParams();
  const { singleCreditCents } = usePublicConfig();
  const navigate = useNavigate();
  const refreshUser = useRefreshAuthUser();
  const [paid, setPaid] = useState(false);
  const packageType = packageTypeForQuery({ pack: query.get('pack'), xl: query.get('xl') });
  const pack = packageType ? purchasablePackage(packageType, { singleCreditCents }) : undefined;
  usePageMeta({
    title: 'Pay per Document',
    description: 'Buy summary credits.',
    path: '/pay-per-document',
    noindex: true,
  });

  const setup = usePaymentSetup(async () => {
    const given = query.get('client_secret');
    if (given) return { clientSecret: given };
    if (!pack) throw new Error('unknown package');
    try {
      return await paymentCalls.createPaymentIntent(pack.packageType, query.get('code') ?? undefined);
    } catch (error) {
      toast({
        title: PAYMENT_TEXTS.setupFailedTitle,
        description: describeActionError(error, PAYMENT_TEXTS.setupFailed),
        variant: 'destructive',
      });
      throw error;
    }
  });

  async function completed(paymentIntentId: string) {
    try {
      await paymentCalls.completePayment(paymentIntentId);
      toast({ title: PAYMENT_TEXTS.creditAdded });
    } catch (error) {
      // The webhook grants it anyway: the customer is told so, not that it failed.
      toast({
        title: PAYMENT_TEXTS.completionTitle,
        description: serverAnswered(error)
          ? PAYMENT_TEXTS.completionServerFailed
          : PAYMENT_TEXTS.completionNetworkFailed,
      });
    }
    setPaid(true);
    void refreshUser();
    setTimeout(() => navigate('/'), TIMINGS.postPaymentRedirect);
  }

  return (
    <PageShell>
      <section className="mx-auto max-w-xl px-4 py-12">
        <Link to="/" className="text-sm font-medium text-sky-700 hover:underline">
          ← Back to Dashboard
        </Link>
        {setup.status === 'loading' && <PageSpinner label="Setting up your payment…" />}
        {setup.status === 'unavailable' && (
          <div className="mt-6">
            <PaymentsNotice mode={setup.mode} />
          </div>
        )}
        {(setup.status === 'failed' ||
          (setup.status === 'ready' && !pack && !query.get('client_secret'))) && (
          <div className="mt-10 text-center" role="alert">
            <h1 className="text-2xl font-bold">{PAYMENT_TEXTS.unableToInitialize}</h1>
            <p className="mt-2 text-slate-600">
              {setup.status === 'failed' && setup.message ? setup.message : PAYMENT_TEXTS.setupFailed}
            </p>
            <Link
              to="/"
              className="mt-6 inline-block rounded-md bg-sky-700 px-4 py-2 font-semibold text-white"
            >
              Go Back
            </Link>
          </div>
        )}
        {setup.status === 'ready' && pack && (
          <div className="mt-6 rounded-2xl border border-slate-200 p-6 shadow-sm">
            <h1 className="text-2xl font-bold text-sky-950">{pack.title}</h1>
            <p className="mt-2 text-3xl font-extrabold" data-testid="package-price">
              {formatUsd(priceOf(setup.value, pack.priceCents))}
              {'regularAmount' in setup.value && setup.value.regularAmount !== undefined && (
                <span className="ml-3 text-lg font-semibold text-slate-400 line-through">
                  {formatUsd(setup.value.regularAmount)}
                </span>
              )}
            </p>
            <ul className="mt-4 space-y-1 text-sm text-slate-700">
              {benefitsOf(pack.packageType).map((benefit) => (
                <li key={benefit}>✓ {benefit}</li>
              ))}
            </ul>
            <div className="mt-6">
              {paid ? (
                <p role="status" className="rounded-md bg-emerald-50 p-4 font-semibold text-emerald-800">
                  Payment successful! Your credits are on your account. Taking you to your dashboard…
                </p>
              ) : (
                <Suspense fallback={<PageSpinner label="Loading the payment form…" />}>
                  <PaymentForm
                    publishableKey={setup.config.publishableKey ?? ''}
                    clientSecret={setup.value.clientSecret}
                    submitLabel={`Pay ${formatUsd(priceOf(setup.value, pack.priceCents))}`}
                    returnPath="/checkout-success"
                    onSucceeded={completed}
                  />
                </Suspense>
              )}
            </div>
          </div>
        )}
      </section>
    </PageShell>
  );
}
