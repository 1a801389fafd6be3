import { Dialog } from '../../dialog/Dialog.tsx';
import type { ProcessingTimeNotice } from './costEstimate.ts';

/**
 * The processing-time notice: a long document takes minutes, not the usual under a minute, and uses an
 * XL credit. The user starts it knowingly or goes back to the file they chose (Escape does the same).
 */
export function ProcessingTimeDialog({
  notice,
  fileName,
  onStart,
  onCancel,
}: {
  notice: ProcessingTimeNotice;
  fileName: string;
  onStart(): void;
  onCancel(): void;
}) {
  return (
    <Dialog title="Processing Time Notice" onClose={onCancel}>
      <p className="break-words text-slate-700">
        <span className="font-semibold text-slate-900">{fileName}</span> is a long document: about{' '}
        <span data-testid="notice-words">{notice.estimatedWords.toLocaleString('en-US')}</span> words,
        estimated from its size.
      </p>
      <dl className="mt-4 grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg bg-sky-50 p-3">
          <dt className="text-xs text-slate-600">Estimated processing time</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="notice-time">
            {notice.processingTime}
          </dd>
        </div>
        <div className="rounded-lg bg-amber-50 p-3">
          <dt className="text-xs text-slate-600">Uses</dt>
          <dd className="font-semibold text-slate-900">
            1 XL credit <span className="whitespace-nowrap">({notice.creditLabel})</span>
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        Most documents take under 60 seconds; this one takes longer. Keep this page open until the summary is
        ready.
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onStart}
          className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800"
        >
          Start Summarizing
        </button>
      </div>
    </Dialog>
  );
}
