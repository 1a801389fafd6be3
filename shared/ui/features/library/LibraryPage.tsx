import { useMemo, useState } from 'react';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { isSubscribed } from '../../auth/accountStatus.ts';
import { PageShell } from '../../layout/PageShell.tsx';
import { PageSpinner } from '../../layout/PageSpinner.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { toast } from '../../toast/toastStore.ts';
import { LibraryDocumentView } from './LibraryDocumentView.tsx';
import { searchLibrary } from './librarySearch.ts';
import { useLibrary } from './useLibrary.ts';

/** /library: the signed-in user's summaries, readable offline and in step across devices. */
export default function LibraryPage() {
  usePageMeta({ title: 'Library', description: 'Your summaries.', path: '/library', noindex: true });
  const auth = useAuthUser();
  // Raised when this device's copy was dropped to be read again from the server: opens it anew.
  const [generation, setGeneration] = useState(0);
  if (auth.status !== 'signed-in') return <PageSpinner />;
  return (
    <PageShell>
      <Library
        key={generation}
        userId={String(auth.user.id)}
        replicates={isSubscribed(auth.user)}
        onReset={() => setGeneration((count) => count + 1)}
      />
    </PageShell>
  );
}

function Library({
  userId,
  replicates,
  onReset,
}: {
  userId: string;
  replicates: boolean;
  onReset: () => void;
}) {
  const library = useLibrary(userId, replicates, onReset);
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const found = useMemo(() => searchLibrary(library.documents, query), [library.documents, query]);
  const opened = library.documents.find((document) => document.id === openId);

  const remove = async (id: string) => {
    await library.remove(id);
    setOpenId(null);
    toast({ title: 'Summary deleted' });
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Library</h1>
        {library.status === 'ready' && !library.online && (
          <span
            role="status"
            className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-800"
          >
            Offline: showing the summaries on this device
          </span>
        )}
      </div>
      {library.localOnly && library.documents.length > 0 && (
        <p className="mt-3 text-sm text-slate-600">
          Your library on every device is part of Endless Summer.{' '}
          <a className="text-sky-700 underline" href="/subscribe">
            Subscribe
          </a>{' '}
          to keep your summaries.
        </p>
      )}
      {library.status === 'loading' && <PageSpinner />}
      {library.status === 'failed' && (
        <p role="alert" className="mt-6 text-red-700">
          The library could not be opened in this browser (private mode may block storage).
        </p>
      )}
      {library.status === 'ready' && opened && (
        <div className="mt-6">
          <LibraryDocumentView
            document={opened}
            onDelete={() => void remove(opened.id)}
            onClose={() => setOpenId(null)}
          />
        </div>
      )}
      {library.status === 'ready' && !opened && (
        <>
          <label className="mt-6 block">
            <span className="sr-only">Search summaries</span>
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search by file name or text"
              className="w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
          {library.documents.length === 0 ? (
            library.localOnly ? (
              <div className="mt-10 text-center text-slate-600" data-testid="library-empty">
                <p className="text-lg font-medium">No summaries on this device</p>
                <p className="mx-auto mt-2 max-w-xl">
                  Without Endless Summer a summary is not kept in your account: the server deletes it when you
                  leave the page it was made on, and only the browser that made it keeps a copy, until your
                  next summary or sign-out. Summaries made on another device or browser do not show here.
                </p>
                <p className="mt-3">
                  <a className="font-semibold text-sky-700 underline" href="/subscribe">
                    Subscribe to Endless Summer
                  </a>{' '}
                  to keep every summary in your account, on all your devices, or{' '}
                  <a className="text-sky-700 underline" href="/">
                    summarize a document
                  </a>
                  .
                </p>
              </div>
            ) : (
              <div className="mt-10 text-center text-slate-600" data-testid="library-empty">
                <p className="text-lg font-medium">No summaries yet</p>
                <p className="mt-2">
                  Summaries you make appear here, on every device you sign in to.{' '}
                  <a className="text-sky-700 underline" href="/">
                    Summarize a document
                  </a>
                </p>
              </div>
            )
          ) : (
            <ul
              aria-label="Summaries"
              className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
            >
              {found.map((document) => (
                <li key={document.id}>
                  <button
                    type="button"
                    onClick={() => setOpenId(document.id)}
                    className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-slate-50"
                  >
                    <span className="font-medium text-slate-900">
                      {document.filename}
                      {library.pending.has(document.id) && (
                        <span
                          data-testid="waiting-to-sync"
                          title={library.pending.get(document.id)?.lastError ?? undefined}
                          className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-normal text-amber-800"
                        >
                          Waiting to sync
                          {library.pending.get(document.id)?.lastError
                            ? `: ${library.pending.get(document.id)?.lastError}`
                            : ''}
                        </span>
                      )}
                      {library.deviceOnly.has(document.id) && (
                        <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-normal text-slate-600">
                          On this device until your next summary or sign-out
                        </span>
                      )}
                    </span>
                    <span className="shrink-0 text-sm text-slate-500">
                      {document.summaryWordCount.toLocaleString()} words ·{' '}
                      {new Date(document.createdAt).toLocaleDateString()}
                    </span>
                  </button>
                </li>
              ))}
              {found.length === 0 && (
                <li className="px-4 py-6 text-center text-slate-500">No summary matches “{query}”.</li>
              )}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
