import type { LibraryDocument } from '../../../sync/librarySchema.ts';
import { toast } from '../../toast/toastStore.ts';
// The dashboard's reader (each sentence shows the passage of the document it came from), imported with
// the page rather than on demand: a summary must open offline, when no chunk can be fetched.
import { SourcedSummary } from '../dashboard/SourcedSummary.tsx';
import { copySummary } from '../summary/copySummary.ts';
import { ExportButtons } from '../summary/ExportButtons.tsx';
import SummaryMarkdown from '../summary/SummaryMarkdown.tsx';

/** One summary of the library: its text and what can be done with it. */
export function LibraryDocumentView({
  document: summary,
  onDelete,
  onClose,
}: {
  document: LibraryDocument;
  onDelete: () => void;
  onClose: () => void;
}) {
  const copy = async () => {
    try {
      await copySummary(summary.summary);
      toast({ title: 'Summary copied' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  };
  const button = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50';
  return (
    <article
      aria-label={summary.filename}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{summary.filename}</h2>
          <p className="mt-1 text-sm text-slate-500">
            {summary.wordCount.toLocaleString()} words → {summary.summaryWordCount.toLocaleString()} words ·{' '}
            {new Date(summary.createdAt).toLocaleString()}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} onClick={() => void copy()}>
            Copy
          </button>
          <button type="button" className={`${button} text-red-700`} onClick={onDelete}>
            Delete
          </button>
          <button type="button" className={button} onClick={onClose}>
            Close
          </button>
        </div>
      </header>
      <div className="mt-4">
        <ExportButtons
          summary={{
            filename: summary.filename,
            markdown: summary.summary,
            sources: summary.sources,
            wordCount: summary.wordCount,
            summaryWordCount: summary.summaryWordCount,
            createdAt: summary.createdAt,
          }}
          buttonClassName={`${button} disabled:opacity-60`}
        />
      </div>
      <div className="mt-4">
        {summary.sources.length > 0 ? (
          <SourcedSummary markdown={summary.summary} sources={summary.sources} />
        ) : (
          <SummaryMarkdown markdown={summary.summary} />
        )}
      </div>
    </article>
  );
}
