import { Link } from 'react-router';
import { formatUsd, SUBSCRIPTION_PLANS } from '../../../domain/index.ts';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import { Dialog } from '../../dialog/Dialog.tsx';
import type { XlPrompt } from '../../errors/describeError.ts';
import { dashboardPacks } from './SummerStatus.tsx';
import { formatPrice } from './summaryText.ts';

/** The document needs an extra-large credit the user does not have. */
export function XlCreditDialog({ prompt, onClose }: { prompt: XlPrompt; onClose(): void }) {
  return (
    <Dialog title="XL Credit Required" onClose={onClose}>
      <p className="text-slate-700">
        This document is too long for a regular summary credit.
        {prompt.message && <span className="mt-1 block text-sm text-slate-600">{prompt.message}</span>}
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Word count</dt>
          <dd className="font-semibold" data-testid="xl-word-count">
            {prompt.wordCount.toLocaleString('en-US')}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Estimated time</dt>
          <dd className="font-semibold">{prompt.estimatedProcessingTime || '—'}</dd>
        </div>
        <div className="rounded-lg bg-amber-50 p-3">
          <dt className="text-xs text-slate-600">Price</dt>
          <dd className="font-semibold" data-testid="xl-price">
            {formatPrice(prompt.priceCents)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        XL credits never expire; XL summaries are kept for 24 hours.
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-4 py-2 font-medium"
        >
          Cancel
        </button>
        <Link
          to={`/pay-per-document?xl=${prompt.tier}`}
          className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800"
        >
          Proceed
        </Link>
      </div>
    </Dialog>
  );
}

/** No summaries left for a regular document: packs and plans. */
export function UpgradeDialog({ message, onClose }: { message: string | null; onClose(): void }) {
  const { singleCreditCents } = usePublicConfig();
  return (
    <Dialog title="Choose Your Plan" onClose={onClose} className="max-w-2xl">
      <p className="text-slate-700">{message ?? 'You have used all your summaries. Extend your summer:'}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {(['month', 'year'] as const).map((interval) => {
          const plan = SUBSCRIPTION_PLANS[interval];
          return (
            <Link
              key={interval}
              to={interval === 'month' ? '/subscribe' : '/subscribe?interval=year'}
              className="rounded-lg border-2 border-sky-600 p-4 hover:bg-sky-50"
            >
              <span className="text-xs font-bold text-sky-800">{plan.badge}</span>
              <span className="block font-semibold text-slate-900">{plan.name}</span>
              <span className="text-lg font-bold">
                {formatPrice(plan.priceCents)}/{interval === 'month' ? 'month' : 'year'}
              </span>
              <span className="block text-xs text-slate-600">Unlimited documents, cancel anytime</span>
            </Link>
          );
        })}
      </div>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {dashboardPacks(singleCreditCents).map((pack) => (
          <li key={pack.packageType}>
            <Link
              to={`/pay-per-document?pack=${pack.pack}`}
              className="block rounded-lg border border-slate-200 p-3 text-sm hover:border-sky-400"
            >
              <span className="block font-semibold">{pack.name}</span>
              {pack.credits} for {formatUsd(pack.priceCents)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-emerald-700">Credits never expire</p>
    </Dialog>
  );
}
