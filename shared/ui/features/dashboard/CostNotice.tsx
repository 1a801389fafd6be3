import { estimatedProcessingTime, formatUsd, REGULAR_CREDIT_MAX_WORDS } from '../../../domain/index.ts';
import { costLabel, type FileEstimate } from './costEstimate.ts';

/** Before summarizing: which credit the document will use, and the notices for large files. */
export function CostNotice({ estimate }: { estimate: FileEstimate }) {
  const { cost } = estimate;
  return (
    <div className="mt-4 space-y-2 text-sm">
      <p
        data-testid="cost-estimate"
        className={`rounded-md px-3 py-2 ${cost.kind === 'none' || (cost.kind === 'xl' && cost.owned === 0) ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700'}`}
      >
        <span className="font-semibold">Cost: </span>
        {costLabel(cost)}
        {cost.kind === 'xl' && cost.owned === 0 && ` (${formatUsd(cost.credit.priceCents)})`}
      </p>
      {estimate.large && estimate.estimatedWords !== null && (
        <p className="rounded-md bg-sky-50 px-3 py-2 text-sky-900">
          <span className="font-semibold">Large file: </span>
          {estimate.counted
            ? `${estimate.estimatedWords.toLocaleString('en-US')} words.`
            : `about ${estimate.estimatedWords.toLocaleString('en-US')} words (estimated from its size).`}{' '}
          Processing may take {estimatedProcessingTime(estimate.estimatedWords)}.
        </p>
      )}
      {estimate.recommendXl && cost.kind === 'xl' && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          <span className="font-semibold">Recommended: an XL credit. </span>
          Documents over {REGULAR_CREDIT_MAX_WORDS.toLocaleString('en-US')} words need an extra-large credit (
          {cost.credit.label}, {formatUsd(cost.credit.priceCents)}).
        </p>
      )}
    </div>
  );
}
