import { useEffect, useRef, useState } from 'react';
import type { LibraryDocument } from '../../../sync/librarySchema.ts';
import type { LibraryRuntime } from './libraryRuntime.ts';

export interface LibraryState {
  status: 'loading' | 'ready' | 'failed';
  documents: LibraryDocument[];
  /** The browser is online and the server answered the last request. */
  online: boolean;
  /** The account does not replicate (no subscription): only this device's summaries. */
  localOnly: boolean;
  runtime?: LibraryRuntime;
}

/** The signed-in user's library, newest first, live. RxDB loads in the effect (never during SSR). */
export function useLibrary(userId: string, onReset: () => void): LibraryState {
  // The latest callback, without re-opening the library when the caller re-renders.
  const onResetRef = useRef(onReset);
  onResetRef.current = onReset;
  const [state, setState] = useState<LibraryState>({
    status: 'loading',
    documents: [],
    online: true,
    localOnly: false,
  });

  useEffect(() => {
    let cancelled = false;
    const cleanups: (() => void)[] = [];
    let browserOnline = navigator.onLine;
    let serverReachable = true;
    const update = (patch: Partial<LibraryState>) => {
      if (!cancelled) setState((previous) => ({ ...previous, ...patch }));
    };
    const updateOnline = () => update({ online: browserOnline && serverReachable });
    const onOnline = () => {
      browserOnline = true;
      updateOnline();
    };
    const onOffline = () => {
      browserOnline = false;
      updateOnline();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    cleanups.push(() => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    });

    import('./libraryRuntime.ts')
      .then(({ openLibraryRuntime }) => openLibraryRuntime(userId))
      .then((runtime) => {
        if (cancelled) return;
        const documents = runtime.db.summaries
          .find({ sort: [{ createdAt: 'desc' }] })
          .$.subscribe((rows) =>
            update({ status: 'ready', runtime, documents: rows.map((row) => row.toMutableJSON()) }),
          );
        const reachable = runtime.replication.reachable$.subscribe((value) => {
          serverReachable = value;
          updateOnline();
        });
        const refused = runtime.replication.refused$.subscribe((value) => update({ localOnly: value }));
        // Without a subscription nothing outlives the visit (SPEC retention): leaving the page (signing
        // out included) drops this device's copy. Dropping the database, not removing documents, so no
        // deletion is ever pushed to the server.
        const dropLocalCopy = () => {
          if (runtime.replication.refused$.value) void runtime.reset();
        };
        window.addEventListener('pagehide', dropLocalCopy);
        cleanups.push(() => window.removeEventListener('pagehide', dropLocalCopy));
        const expired = runtime.replication.expired$.subscribe((value) => {
          if (value && !cancelled) void runtime.reset().then(() => onResetRef.current());
        });
        cleanups.push(
          () => expired.unsubscribe(),
          () => documents.unsubscribe(),
          () => reachable.unsubscribe(),
          () => refused.unsubscribe(),
        );
      })
      .catch(() => update({ status: 'failed' }));

    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [userId]);

  return state;
}
