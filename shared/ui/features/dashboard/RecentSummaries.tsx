import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useRecentStore } from './recentStore.ts';

const RecentSummaryDialog = lazy(() => import('./RecentSummaryDialog.tsx'));

/** The newest summaries of the account, with their word counts; each opens over the dashboard. */
export function RecentSummaries() {
  const { documents, loading, failed, offline } = useRecentStore();
  const [opened, setOpened] = useState<{ id: string; filename: string } | null>(null);
  return (
    <section
      aria-labelledby="recent-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="recent-title" className="text-lg font-bold text-slate-900">
        Recent Summaries
      </h2>
      {loading ? (
        <div className="mt-4 flex justify-center" role="status">
          <span className="h-6 w-6 animate-spin rounded-full border-2 border-sky-200 border-t-sky-700" />
          <span className="sr-only">Loading summaries</span>
        </div>
      ) : failed && offline ? (
        <p className="mt-3 text-sm text-slate-600">
          You are offline. Your recent summaries show here again once you are back online; your{' '}
          <Link className="font-semibold text-sky-800 underline" to="/library">
            Library
          </Link>{' '}
          keeps the ones saved on this device.
        </p>
      ) : failed ? (
        <p className="mt-3 text-sm text-red-800">Your summaries could not be loaded.</p>
      ) : documents.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No summaries yet</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid="recent-summaries">
          {documents.map((document) => (
            <li key={document.id}>
              <button
                type="button"
                onClick={() => setOpened({ id: document.id, filename: document.filename })}
                className="-mx-2 block w-[calc(100%+1rem)] rounded-md px-2 py-2 text-left hover:bg-sky-50"
              >
                <span
                  className="block truncate font-medium text-sky-900 underline-offset-2 hover:underline"
                  title={document.filename}
                >
                  {document.filename}
                </span>
                <span className="block text-xs text-slate-600">
                  {document.wordCount.toLocaleString('en-US')} words →{' '}
                  {document.summaryWordCount.toLocaleString('en-US')} words
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link className="mt-3 inline-block text-sm font-semibold text-sky-800 underline" to="/library">
        Open your Library
      </Link>
      {opened && (
        <Suspense fallback={null}>
          <RecentSummaryDialog id={opened.id} filename={opened.filename} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </section>
  );
}
