import { useState } from 'react';
import { Link } from 'react-router';
import { CREDIT_PACKS, FIRST_MONTH_OFFER, formatUsd, SUBSCRIPTION_PLANS } from '../../../domain/index.ts';
import { Dialog } from '../../dialog/Dialog.tsx';
import { type DashboardSurveyResponse, useSurveyStore } from './surveyStore.ts';

const LABELS: Record<DashboardSurveyResponse, string> = {
  helpful_will_use_again: 'Yes, it was helpful and I will use it again',
  yes_but_price_too_high: 'Yes, but the price is too high',
  no_difference_from_ai: "I can't tell the difference from a general AI chat assistant",
  just_exploring: 'Just exploring',
};

function SpecialOffer({ onClose }: { onClose(): void }) {
  const pack = CREDIT_PACKS.find((candidate) => candidate.packageType === 'bundle_10');
  return (
    <Dialog title="A thank-you offer" onClose={onClose}>
      <p className="text-slate-700">Thanks for telling us. Two offers for people who found it useful:</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {pack && (
          <Link
            to={`/pay-per-document?pack=${pack.pack}`}
            className="rounded-lg border-2 border-amber-400 p-4 hover:bg-amber-50"
          >
            <span className="block font-semibold">{pack.credits} summaries</span>
            <span className="text-lg font-bold">{formatUsd(pack.priceCents)}</span>{' '}
            {pack.wasCents && <s className="text-sm text-slate-500">{formatUsd(pack.wasCents)}</s>}
          </Link>
        )}
        <Link
          to={`/subscribe?offer=${FIRST_MONTH_OFFER.code}`}
          className="rounded-lg border-2 border-sky-600 p-4 hover:bg-sky-50"
        >
          <span className="block font-semibold">First month of {SUBSCRIPTION_PLANS.month.name}</span>
          <span className="text-lg font-bold">{formatUsd(FIRST_MONTH_OFFER.priceCents)}</span>{' '}
          <s className="text-sm text-slate-500">{formatUsd(SUBSCRIPTION_PLANS.month.priceCents)}</s>
          <span className="block text-xs text-slate-600">
            {FIRST_MONTH_OFFER.percentOff}% off, cancel anytime
          </span>
        </Link>
      </div>
      <button type="button" onClick={onClose} className="mt-4 text-sm text-slate-600 underline">
        No thanks
      </button>
    </Dialog>
  );
}

/** The first-use feedback question, then the offer for the two answers that merit one. */
export function SurveyModal() {
  const { view, submitting, submit, dismiss, close } = useSurveyStore();
  const [choice, setChoice] = useState<DashboardSurveyResponse | null>(null);
  if (view === 'hidden') return null;
  if (view === 'offer') return <SpecialOffer onClose={close} />;
  return (
    <Dialog title="Was your first summary useful?" onClose={dismiss}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(choice);
        }}
      >
        <fieldset>
          <legend className="text-sm text-slate-700">
            One question, one click: it shapes what we build next.
          </legend>
          {(Object.keys(LABELS) as DashboardSurveyResponse[]).map((value) => (
            <label
              key={value}
              className="mt-2 flex items-start gap-2 rounded-md border border-slate-200 p-3 text-slate-800 has-[:checked]:border-sky-600 has-[:checked]:bg-sky-50"
            >
              <input
                type="radio"
                name="survey-response"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="mt-1"
              />
              {LABELS[value]}
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          disabled={submitting}
          className="mt-4 w-full rounded-md bg-sky-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {submitting ? 'Submitting...' : 'Send'}
        </button>
      </form>
    </Dialog>
  );
}
