import { Link } from 'react-router';
import {
  ANNUAL_SAVING_CENTS,
  ANNUAL_SAVING_PERCENT,
  formatUsd,
  SUBSCRIPTION_PLANS,
} from '../../../domain/index.ts';
import { AUTH_PATH } from '../../layout/siteLinks.ts';
import { useBillingInterval } from './useBillingInterval.ts';

const BENEFITS = [
  'Unlimited documents',
  'Priority processing',
  'Summaries saved to your account',
  'Cancel anytime, no commitment',
];

/** The Summer Forever card: Endless Summer monthly or annual, the choice remembered on this device. */
export function SubscriptionCard() {
  const [interval, setInterval] = useBillingInterval();
  const plan = SUBSCRIPTION_PLANS[interval];
  const toggleClass = (active: boolean) =>
    `flex-1 rounded-md px-3 py-1.5 text-sm font-semibold ${active ? 'bg-white text-sky-900 shadow' : 'text-sky-100 hover:text-white'}`;

  return (
    <article
      aria-labelledby="subscription-heading"
      data-testid="subscription-card"
      className="flex flex-col rounded-2xl bg-sky-900 p-6 text-white shadow-xl ring-2 ring-amber-400"
    >
      <div className="flex items-center justify-between">
        <h2 id="subscription-heading" className="text-xl font-bold">
          Summer Forever
        </h2>
        <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-950">
          {plan.badge}
        </span>
      </div>
      <p className="mt-1 text-sm text-sky-100">Endless Summer: every document, no counting.</p>
      <fieldset className="mt-5 flex gap-1 rounded-lg bg-sky-800 p-1">
        <legend className="sr-only">Billing interval</legend>
        <button
          type="button"
          aria-pressed={interval === 'month'}
          onClick={() => setInterval('month')}
          className={toggleClass(interval === 'month')}
        >
          Monthly
          <span className="block text-xs font-medium opacity-80">Cancel anytime</span>
        </button>
        <button
          type="button"
          aria-pressed={interval === 'year'}
          onClick={() => setInterval('year')}
          className={toggleClass(interval === 'year')}
        >
          Annual
          <span className="block text-xs font-medium opacity-80">Save {ANNUAL_SAVING_PERCENT}%</span>
        </button>
      </fieldset>
      <div className="mt-6" data-testid="subscription-price">
        {interval === 'month' ? (
          <p>
            <span className="text-4xl font-extrabold">{formatUsd(plan.priceCents)}</span>
            <span className="text-sky-100">/month</span>
          </p>
        ) : (
          <>
            <p>
              <span className="text-4xl font-extrabold">{formatUsd(plan.monthlyEquivalentCents)}</span>
              <span className="text-sky-100">/month</span>
            </p>
            <p className="mt-1 text-sm text-sky-100">
              {formatUsd(plan.priceCents)} billed yearly · Save {formatUsd(ANNUAL_SAVING_CENTS)}/year
            </p>
          </>
        )}
      </div>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <span aria-hidden="true" className="text-amber-300">
              ✓
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <Link
        to={AUTH_PATH}
        className="mt-6 rounded-md bg-amber-400 px-4 py-3 text-center font-bold text-slate-950 hover:bg-amber-300"
      >
        Start Endless Summer
      </Link>
    </article>
  );
}
