import { useEffect, useMemo, useRef, useState } from 'react';
import type { CurrentSummaryDatabase } from '../../../sync/currentSummary.ts';
import type { LibraryDocument } from '../../../sync/librarySchema.ts';
import type { LibraryRuntime } from './libraryRuntime.ts';
import { type PendingSummary, pendingAsLibraryDocument, usePendingSummaries } from './pendingSummaries.ts';

export interface LibraryState {
  status: 'loading' | 'ready' | 'failed';
  /** The replicated library and this device's current summary (if any), newest first. */
  documents: LibraryDocument[];
  /** Ids of `documents` kept only on this device (a non-subscriber's current summary, never synced). */
  deviceOnly: ReadonlySet<string>;
  /** Summaries made on this computer while offline, by id: they wait to be sent to the server. */
  pending: ReadonlyMap<string, PendingSummary>;
  /** Removes a summary: the replicated ones everywhere, the current summary from this device. */
  remove(id: string): Promise<void>;
  /** The browser is online and the server answered the last request. */
  online: boolean;
  /** The account does not replicate (no subscription): only this device's summaries. */
  localOnly: boolean;
  runtime?: LibraryRuntime;
}

type LibraryData = Omit<LibraryState, 'remove' | 'pending'>;

/** Newest first; a summary both replicated and current (the account subscribed since) shows once. */
function merge(replicated: LibraryDocument[], current: LibraryDocument[]): LibraryDocument[] {
  const ids = new Set(replicated.map((document) => document.id));
  return [...current.filter((document) => !ids.has(document.id)), ...replicated].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
}

/**
 * The signed-in user's library, newest first, live. RxDB loads in the effect (never during SSR).
 * `replicates`: the account is a subscriber, whose library the server replicates. Anybody else never
 * asks the server for it (it would refuse) and keeps only this device's summaries.
 */
export function useLibrary(userId: string, replicates: boolean, onReset: () => void): LibraryState {
  // The latest callback, without re-opening the library when the caller re-renders.
  const onResetRef = useRef(onReset);
  onResetRef.current = onReset;
  const [state, setState] = useState<LibraryData>({
    status: 'loading',
    documents: [],
    deviceOnly: new Set(),
    online: true,
    localOnly: !replicates,
  });
  const currentStore = useRef<CurrentSummaryDatabase | undefined>(undefined);
  const pendingEntries = usePendingSummaries((store) => store.entries);
  useEffect(() => usePendingSummaries.getState().load(), []);
  const pending = useMemo(
    () =>
      new Map(pendingEntries.filter((entry) => entry.userId === userId).map((entry) => [entry.id, entry])),
    [pendingEntries, userId],
  );

  useEffect(() => {
    let cancelled = false;
    const cleanups: (() => void)[] = [];
    let browserOnline = navigator.onLine;
    let serverReachable = true;
    let replicated: LibraryDocument[] = [];
    let current: LibraryDocument[] = [];
    let replicatedReady = false;
    const showDocuments = (runtime: LibraryRuntime | undefined) => {
      if (!replicatedReady) return;
      update({
        status: 'ready',
        runtime,
        documents: merge(replicated, current),
        deviceOnly: new Set(
          current.map((document) => document.id).filter((id) => !replicated.some((r) => r.id === id)),
        ),
      });
    };
    const update = (patch: Partial<LibraryData>) => {
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

    Promise.all([
      replicates
        ? import('./libraryRuntime.ts').then(({ openLibraryRuntime }) => openLibraryRuntime(userId))
        : // No replicated copy is kept for this account (a subscription that lapsed left one behind).
          import('./libraryRuntime.ts')
            .then(({ dropLibraryCopy }) => dropLibraryCopy(userId))
            .then(
              () => undefined,
              () => undefined,
            ),
      // The current summary is a bonus: a failure to open it never hides the library.
      import('./currentSummaryRuntime.ts')
        .then(({ openCurrentSummary }) => openCurrentSummary(userId))
        .catch(() => undefined),
    ])
      .then(([runtime, currentSummary]) => {
        if (cancelled) return;
        currentStore.current = currentSummary;
        const currentRows = currentSummary?.current.find().$.subscribe((rows) => {
          // One whose retention time ended while the page was open is no longer shown.
          const now = Date.now();
          current = rows
            .map((row) => row.toMutableJSON())
            .filter((row) => row.expiresAt === null || Date.parse(row.expiresAt) > now);
          showDocuments(runtime);
        });
        if (currentRows) cleanups.push(() => currentRows.unsubscribe());
        if (!runtime) {
          replicatedReady = true;
          showDocuments(undefined);
          return;
        }
        const documents = runtime.db.summaries.find({ sort: [{ createdAt: 'desc' }] }).$.subscribe((rows) => {
          replicated = rows.map((row) => row.toMutableJSON());
          replicatedReady = true;
          showDocuments(runtime);
        });
        const reachable = runtime.replication.reachable$.subscribe((value) => {
          serverReachable = value;
          updateOnline();
        });
        const refused = runtime.replication.refused$.subscribe((value) => update({ localOnly: value }));
        // An account that does not replicate (a subscription that lapsed) keeps no replicated copy:
        // leaving the page drops it. Dropping the database, not removing documents, so no deletion is
        // ever pushed to the server. The current summary lives in its own store and stays.
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
  }, [userId, replicates]);

  const remove = async (id: string) => {
    if (pending.has(id)) {
      usePendingSummaries.getState().remove(id);
      return;
    }
    if (state.deviceOnly.has(id)) {
      await (await currentStore.current?.current.findOne(id).exec())?.remove();
      return;
    }
    await (await state.runtime?.db.summaries.findOne(id).exec())?.remove();
  };
  // Pending summaries show first: they are the newest work and the ones the user may be waiting on.
  const documents = useMemo(
    () => [...[...pending.values()].map(pendingAsLibraryDocument).reverse(), ...state.documents],
    [pending, state.documents],
  );
  return { ...state, documents, pending, remove };
}
