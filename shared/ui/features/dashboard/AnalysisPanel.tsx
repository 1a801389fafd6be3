import type { UploadResult } from '../../../api/summarize.ts';
import { formatProcessingTime } from '../../../domain/index.ts';

/** Document Analysis: the numbers of one summary. */
export function AnalysisPanel({ stats }: { stats: UploadResult['stats'] }) {
  const rows: [string, string][] = [
    ['Original words', stats.originalWords.toLocaleString('en-US')],
    ['Summary words', stats.summaryWords.toLocaleString('en-US')],
    ['Summary length', `${stats.compressionRatio}% of original`],
    ['Time saved', stats.timeSavedDisplay],
    ['Processing time', formatProcessingTime(stats.processingTime)],
  ];
  return (
    <section aria-labelledby="analysis-title" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id="analysis-title" className="font-semibold text-slate-900">
        Document Analysis
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="analysis-panel">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white p-3 shadow-sm">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
