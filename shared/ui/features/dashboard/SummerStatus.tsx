import { Link } from 'react-router';
import {
  ANNUAL_SAVING_PERCENT,
  CREDIT_PACKS,
  formatUsd,
  SUBSCRIPTION_PLANS,
  XL_CREDITS,
} from '../../../domain/index.ts';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import type { DashboardUser } from './dashboardUser.ts';
import { formatPrice } from './summaryText.ts';

/** Packs shown on the dashboard (the 10-pack is the survey's offer only). */
export function dashboardPacks(singleCreditCents: number) {
  return CREDIT_PACKS.filter((pack) => !pack.surveyOfferOnly).map((pack) => {
    const priceCents = pack.packageType === 'single' ? singleCreditCents : pack.priceCents;
    const perCredit = priceCents / pack.credits;
    const percentOff = pack.credits > 1 ? Math.round((1 - perCredit / singleCreditCents) * 100) : 0;
    return { ...pack, priceCents, perCreditCents: perCredit, percentOff };
  });
}

function Offers() {
  const { singleCreditCents } = usePublicConfig();
  const packs = dashboardPacks(singleCreditCents);
  const monthly = SUBSCRIPTION_PLANS.month;
  const annual = SUBSCRIPTION_PLANS.year;
  return (
    <div className="mt-4 space-y-3">
      <div className="grid gap-2 sm:grid-cols-2">
        <Link to="/subscribe" className="relative rounded-lg border-2 border-sky-600 p-3 hover:bg-sky-50">
          <span className="absolute -top-2.5 right-2 rounded-full bg-sky-700 px-2 text-[10px] font-bold text-white">
            {monthly.badge}
          </span>
          <span className="block font-semibold text-slate-900">{monthly.name}</span>
          <span className="text-lg font-bold text-sky-800">{formatUsd(monthly.priceCents)}/mo</span>
        </Link>
        <Link
          to="/subscribe?interval=year"
          className="relative rounded-lg border-2 border-amber-400 p-3 hover:bg-amber-50"
        >
          <span className="absolute -top-2.5 right-2 rounded-full bg-amber-500 px-2 text-[10px] font-bold text-slate-950">
            {annual.badge}
          </span>
          <span className="block font-semibold text-slate-900">{annual.name}</span>
          <span className="text-lg font-bold text-amber-800">{formatPrice(annual.priceCents)}/yr</span>
          <span className="block text-xs font-semibold text-emerald-700">Save {ANNUAL_SAVING_PERCENT}%</span>
        </Link>
      </div>
      <ul className="grid gap-2 sm:grid-cols-3">
        {packs.map((pack) => (
          <li key={pack.packageType}>
            <Link
              to={`/pay-per-document?pack=${pack.pack}`}
              className="block h-full rounded-lg border border-slate-200 p-3 text-sm hover:border-sky-400"
            >
              <span className="block font-semibold text-slate-900">
                {pack.credits} for {formatUsd(pack.priceCents)}
              </span>
              {pack.credits > 1 && (
                <span className="block text-xs text-slate-600">
                  {pack.percentOff > 0 && pack.packageType === 'bundle_5' && `${pack.percentOff}% off, `}
                  {formatUsd(pack.perCreditCents)} each
                </span>
              )}
              {pack.packageType === 'bundle_25' && (
                <span className="mt-1 inline-block rounded bg-sky-100 px-1.5 text-[10px] font-bold text-sky-800">
                  POPULAR
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-xs font-medium text-emerald-700">Credits never expire</p>
    </div>
  );
}

function XlTiles({ user }: { user: DashboardUser }) {
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">XL documents</h3>
      <ul className="mt-2 grid grid-cols-3 gap-2 text-center text-xs">
        {XL_CREDITS.map((credit) => (
          <li key={credit.tier}>
            <Link
              to={`/pay-per-document?xl=${credit.tier}`}
              className="block h-full rounded-lg border border-slate-200 p-2 hover:border-amber-400"
            >
              <span className="block text-base font-bold text-slate-900">
                {formatPrice(credit.priceCents)}
              </span>
              <span className="text-slate-600">{credit.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-3 space-y-1 text-sm text-slate-700" aria-label="Your XL credits">
        {XL_CREDITS.map((credit) => (
          <li key={credit.tier} className="flex justify-between">
            <span>{credit.tier.toUpperCase()} credits</span>
            <span className="font-semibold" data-testid={`xl-credits-${credit.tier}`}>
              {user.balance.xlCredits[credit.tier]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Summer Status: the subscription, or the summaries left and the ways to get more. */
export function SummerStatus({ user }: { user: DashboardUser }) {
  return (
    <section
      aria-labelledby="status-title"
      className="rounded-2xl border border-amber-200 bg-white p-5 shadow-sm"
    >
      <h2 id="status-title" className="text-lg font-bold text-slate-900">
        Summer Status
      </h2>
      {user.subscribed ? (
        <div className="mt-3">
          <p className="font-semibold text-emerald-700">Endless Summer Active</p>
          {user.subscriptionExpiresAt && (
            <p className="mt-1 text-sm text-slate-600">
              Renews or ends on{' '}
              {new Date(user.subscriptionExpiresAt).toLocaleDateString('en-US', { dateStyle: 'long' })}
            </p>
          )}
          <Link
            to="/subscription/manage"
            className="mt-3 inline-block rounded-md border border-slate-300 px-3 py-2 text-sm font-medium"
          >
            Manage Subscription
          </Link>
        </div>
      ) : (
        <div className="mt-3">
          <p className="text-slate-800">
            Summaries Available:{' '}
            <span className="font-bold" data-testid="summaries-available">
              {user.summariesLeft}
            </span>
          </p>
          {user.summariesLeft === 0 && (
            <p className="mt-2 font-medium text-amber-900">
              Your free summaries are used. Extend your summer:
            </p>
          )}
          <Offers />
        </div>
      )}
      <XlTiles user={user} />
    </section>
  );
}
