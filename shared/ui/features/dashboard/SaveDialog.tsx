import { useState } from 'react';
import type { UploadResult } from '../../../api/summarize.ts';
import { Dialog } from '../../dialog/Dialog.tsx';
import { ExportButtons } from '../summary/ExportButtons.tsx';
import { useRetention } from './useRetention.ts';

/**
 * Save your summary: downloads (text, Markdown, Word, PDF, each with its sources) for everyone; subscribers also choose to keep
 * it in their account or let it go; others are offered the subscription that keeps summaries.
 */
export function SaveDialog({
  result,
  subscribed,
  madeOffline = false,
  onClose,
}: {
  result: UploadResult;
  subscribed: boolean;
  /** Made on this computer while offline: nothing to keep on the server yet, only downloads. */
  madeOffline?: boolean;
  onClose(): void;
}) {
  const [choice, setChoice] = useState<'retain' | 'delete'>('retain');
  // When the dialog opened: the date the exports carry (the summary was just made).
  const [createdAt] = useState(() => new Date().toISOString());
  const { update, saving } = useRetention(result.id);

  return (
    <Dialog title="Save Your Summary" onClose={onClose}>
      <ExportButtons
        summary={{
          filename: result.filename,
          markdown: result.summary,
          sources: result.sources,
          wordCount: result.stats.originalWords,
          summaryWordCount: result.stats.summaryWords,
          createdAt,
        }}
        buttonClassName="rounded-md border border-sky-700 px-3 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50 disabled:opacity-60"
      />
      {madeOffline ? (
        <p className="mt-5 text-sm text-slate-700">
          This summary waits in your Library on this computer and syncs when you are back online.
        </p>
      ) : subscribed ? (
        <fieldset className="mt-5">
          <legend className="font-semibold text-slate-900">Keep this summary in your account?</legend>
          {(
            [
              ['retain', 'Save permanently to my account'],
              ['delete', 'Delete it after I leave this page'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="mt-2 flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="retention"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {label}
            </label>
          ))}
          <button
            type="button"
            disabled={saving}
            onClick={async () => {
              if (await update(choice)) onClose();
            }}
            className="mt-4 rounded-md bg-slate-900 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {saving ? 'Saving…' : 'Confirm'}
          </button>
        </fieldset>
      ) : (
        <div className="mt-5 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p>
            This summary is deleted when you leave this page. With Endless Summer your summaries stay in your
            account.
          </p>
          <p className="mt-2">
            Upgrade opens in a new tab, so this summary stays here: once subscribed, come back and keep it
            with Save / Download.
          </p>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              onClick={onClose}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800"
            >
              Continue
            </button>
            {/* A new tab: following a link inside the app leaves this page, which deletes the summary. */}
            <a
              href="/pricing"
              target="_blank"
              rel="noopener"
              className="rounded-md bg-amber-500 px-4 py-2 font-semibold text-slate-950"
            >
              Upgrade<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      )}
    </Dialog>
  );
}
