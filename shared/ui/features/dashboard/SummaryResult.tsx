import { useState } from 'react';
import { Link } from 'react-router';
import {
  deletedOnLeaving,
  isSummaryLevel,
  SUBSCRIPTION_PLANS,
  SUMMARY_LEVEL_INFO,
} from '../../../domain/index.ts';
import { toast } from '../../toast/toastStore.ts';
import { copySummary } from '../summary/copySummary.ts';
import { AnalysisPanel } from './AnalysisPanel.tsx';
import { needsCompressionNotice } from './costEstimate.ts';
import { useDashboardStore } from './dashboardStore.ts';
import type { DashboardUser } from './dashboardUser.ts';
import { useKeptSummaryStore } from './keptSummaryStore.ts';
import { SaveDialog } from './SaveDialog.tsx';
import { SourcedSummary } from './SourcedSummary.tsx';
import { formatPrice, languageName } from './summaryText.ts';

async function copy(markdown: string) {
  try {
    await copySummary(markdown);
    toast({ title: 'Copied!', description: 'Summary copied to clipboard' });
  } catch {
    toast({ title: 'Copy failed', description: 'Please copy the summary manually', variant: 'destructive' });
  }
}

/** The finished summary: text with sources, analysis, copy, save/download, and what happens to it next. */
export default function SummaryResult({ user }: { user: DashboardUser }) {
  const result = useDashboardStore((state) => state.result);
  const madeOffline = useDashboardStore((state) => state.offline !== null);
  const reset = useDashboardStore((state) => state.reset);
  const [saving, setSaving] = useState(false);
  const keptOnDevice = useKeptSummaryStore((state) => state.keptId !== null && state.keptId === result?.id);
  if (!result) return null;
  // A summary made on this computer has no server document yet: no retention to choose or explain.
  const serverRetention = !madeOffline;
  const level = isSummaryLevel(result.stats.level) ? result.stats.level : null;
  // XL summaries stay their 24 hours even when not kept; the rest not kept end with the page.
  const leavesWithPage = deletedOnLeaving(result);
  const showNotice = level !== null && needsCompressionNotice(level, result.stats.compressionRatio);

  return (
    <section
      aria-labelledby="result-title"
      className="rounded-2xl border border-sky-100 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="result-title" className="text-xl font-bold text-slate-900">
            Your Summary
          </h2>
          <p className="mt-1 break-words text-sm text-slate-600">
            {result.filename} · Language:{' '}
            <span data-testid="summary-language">{languageName(result.stats.language)}</span>
            {level !== null && ` · ${SUMMARY_LEVEL_INFO[level].name}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => copy(result.summary)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Copy
          </button>
          <button
            type="button"
            onClick={() => setSaving(true)}
            className="rounded-md bg-sky-700 px-3 py-2 text-sm font-semibold text-white hover:bg-sky-800"
          >
            Save / Download
          </button>
        </div>
      </div>

      {madeOffline && (
        <div
          role="note"
          data-testid="offline-summary-note"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-semibold">Made on this computer while offline</p>
          <p className="mt-1">
            Summer could not reach the server, so this computer summarized the document itself. The summary
            waits in your Library and syncs once you are back online; only its text is sent then.
          </p>
        </div>
      )}
      {showNotice && level !== null && (
        <div role="note" className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          <p className="font-semibold">Professional Summary Notice</p>
          <p className="mt-1">
            You asked for about {SUMMARY_LEVEL_INFO[level].targetPercent}% of the original; the AI chose{' '}
            {result.stats.compressionRatio}% so that the summary keeps what this document needs and leaves out
            the rest.
          </p>
        </div>
      )}
      {result.warnings.length > 0 && (
        <ul className="mt-4 list-disc rounded-lg bg-slate-50 py-2 pr-3 pl-8 text-sm text-slate-700">
          {result.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}

      <div className="mt-4">
        <SourcedSummary markdown={result.summary} sources={result.sources} />
      </div>

      <div className="mt-6">
        <AnalysisPanel stats={result.stats} />
      </div>

      {serverRetention &&
        leavesWithPage &&
        (user.subscribed ? (
          <p
            role="note"
            data-testid="retention-note"
            className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <span className="font-semibold">This summary is deleted when you leave this page.</span> To keep
            it, choose Save permanently in Save / Download.
          </p>
        ) : (
          <p
            role="note"
            data-testid="retention-note"
            className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <span className="font-semibold">This summary is deleted when you leave this page.</span> Copy or
            download it now, or keep every summary with the Endless Summer plan for{' '}
            {formatPrice(SUBSCRIPTION_PLANS.month.priceCents)}/month or{' '}
            {formatPrice(SUBSCRIPTION_PLANS.year.priceCents)}
            /year.
            {keptOnDevice && (
              <span data-testid="kept-on-device">
                {' '}
                Until your next summary or sign-out, this device keeps it in your{' '}
                <Link className="font-semibold underline" to="/library">
                  Library
                </Link>
                .
              </span>
            )}
          </p>
        ))}
      {serverRetention && result.retention === 'retain' && (
        <p data-testid="retention-note" className="mt-4 text-sm text-slate-600">
          Saved to your account: it stays in Recent Summaries and your library.
        </p>
      )}
      {serverRetention && result.expiresAt && !leavesWithPage && result.retention !== 'retain' && (
        <p className="mt-4 text-sm text-slate-600">
          Kept until {new Date(result.expiresAt).toLocaleString('en-US')}.
        </p>
      )}

      <button
        type="button"
        onClick={reset}
        className="mt-6 w-full rounded-md border border-sky-700 px-4 py-3 font-semibold text-sky-800 hover:bg-sky-50"
      >
        Process Another Document
      </button>
      {saving && (
        <SaveDialog
          result={result}
          subscribed={user.subscribed}
          madeOffline={madeOffline}
          onClose={() => setSaving(false)}
        />
      )}
    </section>
  );
}
