import { useEffect, useState } from 'react';
import { type DocumentDetail, documentRoutes } from '../../../api/documents.ts';
import { api } from '../../apiClient.ts';
import { Dialog } from '../../dialog/Dialog.tsx';
import { endsSession } from '../../errors/describeError.ts';
import { ExportButtons } from '../summary/ExportButtons.tsx';
import { SourcedSummary } from './SourcedSummary.tsx';

/**
 * One of Recent Summaries, opened over the dashboard (staying on the page keeps the summary just made):
 * its text with sources and its downloads. A summary that was not kept may be gone: it says so.
 */
export default function RecentSummaryDialog({
  id,
  filename,
  onClose,
}: {
  id: string;
  filename: string;
  onClose(): void;
}) {
  const [document, setDocument] = useState<DocumentDetail | 'loading' | 'gone' | 'failed'>('loading');
  useEffect(() => {
    api
      .call(documentRoutes.get, { params: { id } }, { session: true })
      .then(setDocument, (error: unknown) => {
        if (endsSession(error)) return;
        setDocument((error as { status?: number }).status === 404 ? 'gone' : 'failed');
      });
  }, [id]);

  return (
    <Dialog title={filename} onClose={onClose} className="max-w-3xl">
      {document === 'loading' && (
        <p role="status" className="text-slate-500">
          Opening the summary…
        </p>
      )}
      {document === 'gone' && (
        <p role="alert" className="text-slate-700">
          This summary is no longer kept: summaries that are not saved to your account are deleted when you
          leave the page they were made on.
        </p>
      )}
      {document === 'failed' && (
        <p role="alert" className="text-red-700">
          The summary could not be opened. Check your connection and try again.
        </p>
      )}
      {typeof document === 'object' && (
        <>
          <p className="text-sm text-slate-600">
            {document.wordCount.toLocaleString('en-US')} words →{' '}
            {document.summaryWordCount.toLocaleString('en-US')} words ·{' '}
            {new Date(document.createdAt).toLocaleString('en-US')}
          </p>
          <div className="mt-3">
            <ExportButtons
              summary={{
                filename: document.filename,
                markdown: document.summary,
                sources: document.sources,
                wordCount: document.wordCount,
                summaryWordCount: document.summaryWordCount,
                createdAt: document.createdAt,
              }}
              buttonClassName="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-60"
            />
          </div>
          <div className="mt-4">
            <SourcedSummary markdown={document.summary} sources={document.sources} />
          </div>
        </>
      )}
    </Dialog>
  );
}
