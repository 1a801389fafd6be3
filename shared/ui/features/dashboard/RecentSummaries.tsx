import { Link } from 'react-router';
import { useRecentStore } from './recentStore.ts';

/** The newest summaries of the account, with their word counts. */
export function RecentSummaries() {
  const { documents, loading, failed, offline } = useRecentStore();
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
            <li key={document.id} className="py-2">
              <p className="truncate font-medium text-slate-900" title={document.filename}>
                {document.filename}
              </p>
              <p className="text-xs text-slate-600">
                {document.wordCount.toLocaleString('en-US')} words →{' '}
                {document.summaryWordCount.toLocaleString('en-US')} words
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
