import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  discountedCents,
  FIRST_MONTH_OFFER,
  formatUsd,
  PROMOTIONAL_CAMPAIGN,
  SUBSCRIPTION_PLANS,
  TIMINGS,
} from '../../../domain/index.ts';
import { useRefreshAuthUser } from '../../auth/AuthContext.tsx';
import { describeActionError } from '../../errors/describeError.ts';
import { PageShell } from '../../layout/PageShell.tsx';
import { PageSpinner } from '../../layout/PageSpinner.tsx';
import { parseBillingInterval } from '../../pages/pricing/useBillingInterval.ts';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { toast } from '../../toast/toastStore.ts';
import { PaymentsNotice } from './PaymentsNotice.tsx';
import { paymentCalls } from './paymentCalls.ts';
import { PAYMENT_TEXTS } from './paymentTexts.ts';
import { usePaymentSetup } from './usePaymentSetup.ts';

const PaymentForm = lazy(() => import('./PaymentForm.tsx'));
const SUCCESS_PATH = '/subscription-success?success=true';

/** The interval asked for: `?interval=year`, else the one remembered from the pricing toggle. */
function chosenInterval(query: URLSearchParams) {
  const asked = query.get('interval');
  if (asked === 'year' || asked === 'month') return asked;
  try {
    return parseBillingInterval(localStorage.getItem('billingInterval'));
  } catch {
    return 'month';
  }
}

/**
 * /subscribe: Endless Summer, monthly or annual, with the first-month offer when the link carries it, or
 * a promotional email's discount code (`code=`) off the first month or year.
 */
export default function SubscribePage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const refreshUser = useRefreshAuthUser();
  const [paid, setPaid] = useState(false);
  const interval = chosenInterval(query);
  const offer =
    query.get('offer') === FIRST_MONTH_OFFER.code && interval === 'month'
      ? FIRST_MONTH_OFFER.code
      : undefined;
  const plan = SUBSCRIPTION_PLANS[interval];
  const code = query.get('code') ?? undefined;
  usePageMeta({
    title: 'Subscribe to Endless Summer',
    description: 'Unlimited summaries.',
    path: '/subscribe',
    noindex: true,
  });

  const setup = usePaymentSetup(async () => {
    const given = query.get('client_secret');
    if (given) return { clientSecret: given };
    let answer: Awaited<ReturnType<typeof paymentCalls.createSubscription>>;
    try {
      answer = await paymentCalls.createSubscription(interval, offer, code);
    } catch (error) {
      toast({
        title: 'Error',
        description: code
          ? describeActionError(error, PAYMENT_TEXTS.createSubscriptionFailed)
          : PAYMENT_TEXTS.createSubscriptionFailed,
        variant: 'destructive',
      });
      throw error;
    }
    if (answer.alreadyActive || answer.reactivated) {
      if (answer.alreadyActive) {
        toast({
          title: PAYMENT_TEXTS.alreadySubscribedTitle,
          description: answer.message || PAYMENT_TEXTS.alreadySubscribed,
        });
      }
      void refreshUser();
      navigate(SUCCESS_PATH, { replace: true });
      return { clientSecret: null };
    }
    if (!answer.clientSecret) {
      toast({ title: 'Error', description: PAYMENT_TEXTS.subscribeInitFailed, variant: 'destructive' });
      throw new Error('no client secret');
    }
    return { clientSecret: answer.clientSecret };
  });

  function succeeded() {
    setPaid(true);
    void refreshUser();
    setTimeout(() => navigate(SUCCESS_PATH), TIMINGS.postPaymentRedirect);
  }

  const price = code
    ? discountedCents(plan.priceCents, PROMOTIONAL_CAMPAIGN.percentOff)
    : offer
      ? FIRST_MONTH_OFFER.priceCents
      : plan.priceCents;
  return (
    <PageShell>
      <section className="mx-auto max-w-xl px-4 py-12">
        <Link to="/" className="text-sm font-medium text-sky-700 hover:underline">
          ← Back to Dashboard
        </Link>
        {(setup.status === 'loading' || (setup.status === 'ready' && !setup.value.clientSecret)) && (
          <PageSpinner label="Setting up your subscription…" />
        )}
        {setup.status === 'unavailable' && (
          <div className="mt-6">
            <PaymentsNotice mode={setup.mode} />
          </div>
        )}
        {setup.status === 'failed' && (
          <div className="mt-10 text-center" role="alert">
            <h1 className="text-2xl font-bold">{PAYMENT_TEXTS.unableToInitialize}</h1>
            <p className="mt-2 text-slate-600">{setup.message ?? PAYMENT_TEXTS.subscribeInitFailed}</p>
            <Link
              to="/"
              className="mt-6 inline-block rounded-md bg-sky-700 px-4 py-2 font-semibold text-white"
            >
              Go Back
            </Link>
          </div>
        )}
        {setup.status === 'ready' && setup.value.clientSecret && (
          <div className="mt-6 rounded-2xl border border-slate-200 p-6 shadow-sm">
            <h1 className="text-2xl font-bold text-sky-950">{plan.name}</h1>
            <p className="mt-2" data-testid="subscription-price">
              <span className="text-3xl font-extrabold">{formatUsd(price)}</span>
              <span className="text-slate-600">{interval === 'month' ? '/month' : '/year'}</span>
              {code && (
                <span className="ml-2 text-sm text-slate-500">
                  first {interval}, then {formatUsd(plan.priceCents)}/{interval} (
                  {PROMOTIONAL_CAMPAIGN.percentOff}% off with your code)
                </span>
              )}
              {offer && !code && (
                <span className="ml-2 text-sm text-slate-500">
                  first month, then {formatUsd(plan.priceCents)}/month ({FIRST_MONTH_OFFER.percentOff}% off)
                </span>
              )}
            </p>
            <ul className="mt-4 space-y-1 text-sm text-slate-700">
              <li>✓ Unlimited documents</li>
              <li>✓ Priority processing</li>
              <li>✓ Summaries saved to your account</li>
              <li>✓ Cancel anytime, no commitment</li>
            </ul>
            <div className="mt-6">
              {paid ? (
                <p role="status" className="rounded-md bg-emerald-50 p-4 font-semibold text-emerald-800">
                  Payment successful! Starting your Endless Summer…
                </p>
              ) : (
                <Suspense fallback={<PageSpinner label="Loading the payment form…" />}>
                  <PaymentForm
                    publishableKey={setup.config.publishableKey ?? ''}
                    clientSecret={setup.value.clientSecret}
                    submitLabel={`Subscribe for ${formatUsd(price)}`}
                    returnPath="/subscription-success"
                    onSucceeded={succeeded}
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
