import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../api/client.ts';
import type { Subscription } from '../../../api/payments.ts';
import { formatUsd } from '../../../domain/index.ts';
import { useAuthUser, useRefreshAuthUser } from '../../auth/AuthContext.tsx';
import { Dialog } from '../../dialog/Dialog.tsx';
import { endsSession } from '../../errors/describeError.ts';
import { toast } from '../../toast/toastStore.ts';
import { paymentCalls } from './paymentCalls.ts';
import { PAYMENT_TEXTS } from './paymentTexts.ts';

const longDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' }) : '—';

type Loaded =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed' }
  | { status: 'loaded'; subscription: Subscription };

/** The subscription: status, price, next billing date or ending notice, and cancel with a confirmation. */
export function SubscriptionPanel() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const refreshUser = useRefreshAuthUser();
  const auth = useAuthUser();
  // Only an account that has had a subscription asks for it (the server answers 404 for none).
  const hadOne = auth.status === 'signed-in' && auth.user.subscriptionExpiresAt !== null;

  useEffect(() => {
    if (!hadOne) {
      setLoaded({ status: 'none' });
      return;
    }
    paymentCalls.subscription().then(
      (subscription) => setLoaded({ status: 'loaded', subscription }),
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.code === 'subscription_not_found') {
          setLoaded({ status: 'none' });
        } else if (!endsSession(error)) setLoaded({ status: 'failed' });
      },
    );
  }, [hadOne]);

  async function cancel() {
    setCancelling(true);
    try {
      const subscription = await paymentCalls.cancelSubscription();
      setLoaded({ status: 'loaded', subscription });
      toast({
        title: PAYMENT_TEXTS.subscriptionCanceled,
        description: `Endless Summer stays active until ${longDate(subscription.currentPeriodEnd)}.`,
      });
      void refreshUser();
    } catch (error) {
      if (!endsSession(error))
        toast({ title: 'Error', description: PAYMENT_TEXTS.cancelFailed, variant: 'destructive' });
    }
    setCancelling(false);
    setConfirming(false);
  }

  if (loaded.status === 'loading') return <p className="text-slate-500">Loading subscription…</p>;
  if (loaded.status === 'failed')
    return (
      <p role="alert" className="text-red-700">
        {PAYMENT_TEXTS.loadSubscriptionFailed}
      </p>
    );
  if (loaded.status === 'none') {
    return (
      <div>
        <p className="font-semibold">{PAYMENT_TEXTS.noActiveSubscription}</p>
        <Link
          to="/subscribe"
          className="mt-3 inline-block rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800"
        >
          Subscribe to Endless Summer
        </Link>
      </div>
    );
  }
  const { subscription } = loaded;
  return (
    <div data-testid="subscription-panel">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <dt className="text-slate-600">Status</dt>
        <dd className="font-semibold capitalize">
          {subscription.cancelAtPeriodEnd ? 'Active (ending)' : subscription.status}
        </dd>
        <dt className="text-slate-600">Price</dt>
        <dd className="font-semibold">
          {formatUsd(subscription.priceAmount)}/{subscription.billingInterval === 'year' ? 'year' : 'month'}
        </dd>
        <dt className="text-slate-600">
          {subscription.cancelAtPeriodEnd ? 'Access until' : 'Next billing date'}
        </dt>
        <dd className="font-semibold">{longDate(subscription.currentPeriodEnd)}</dd>
      </dl>
      {subscription.cancelAtPeriodEnd ? (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status">
          Your subscription has been canceled and ends on {longDate(subscription.currentPeriodEnd)}. You keep
          unlimited summaries until then.
        </p>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="mt-4 rounded-md border border-red-300 px-4 py-2 font-medium text-red-700 hover:bg-red-50"
        >
          Cancel Subscription
        </button>
      )}
      {confirming && (
        <Dialog title="Cancel your subscription?" onClose={() => setConfirming(false)}>
          <p className="text-slate-700">
            You keep Endless Summer until {longDate(subscription.currentPeriodEnd)}; you will not be charged
            again.
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="rounded-md border border-slate-300 px-4 py-2"
            >
              Keep Subscription
            </button>
            <button
              type="button"
              disabled={cancelling}
              onClick={() => void cancel()}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              {cancelling ? 'Canceling…' : 'Yes, Cancel'}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
