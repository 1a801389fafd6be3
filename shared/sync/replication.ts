import { type RxReplicationState, replicateRxCollection } from 'rxdb/plugins/replication';
import { BehaviorSubject, map, Observable } from 'rxjs';
import { pullResponseSchema, pushResponseSchema, STREAM_RESYNC, type SyncCheckpoint } from '../api/sync.ts';
import { eventStream } from './eventStream.ts';
import type { LibraryCollection } from './libraryDatabase.ts';
import type { LibraryDocument } from './librarySchema.ts';
import type { LiveChanges, SyncFetch } from './syncTransport.ts';

/** Raised when the server says the account does not replicate (no active subscription). */
class SyncNotAllowedError extends Error {
  readonly code = 'sync_requires_subscription';
}

export interface LibraryReplication {
  state: RxReplicationState<LibraryDocument, SyncCheckpoint>;
  /** False while requests fail (offline, server down); true after the next success. */
  reachable$: BehaviorSubject<boolean>;
  /** True once the server refused to replicate this account (not a subscriber). */
  refused$: BehaviorSubject<boolean>;
  /** True when the server purged tombstones newer than this device's checkpoint: read the library anew. */
  expired$: BehaviorSubject<boolean>;
  stop(): Promise<void>;
}

const BASE = '/api/sync/documents';

/**
 * Keeps the device's library in step with the server: pulls changes after the last checkpoint, pushes
 * local edits (file name, retention, deletion), and listens to the live stream to pull within seconds
 * of a change elsewhere. Conflicts: the server wins (RxDB's default handler adopts the master state the
 * push answers).
 */
export function replicateLibrary(options: {
  collection: LibraryCollection;
  fetch: SyncFetch;
  /** Unique per user and server: RxDB keeps the checkpoint under it. */
  replicationId: string;
  /** Use the live stream (true) or only pull on start and on reSync() (false). */
  live?: boolean;
  /** Where live changes come from instead of reading the stream through `fetch`. */
  liveChanges?: LiveChanges;
  retryMs?: number;
  batchSize?: number;
}): LibraryReplication {
  const retryMs = options.retryMs ?? 5000;
  const reachable$ = new BehaviorSubject(true);
  const refused$ = new BehaviorSubject(false);
  const expired$ = new BehaviorSubject(false);

  const call = async (path: string, init?: RequestInit) => {
    let response: Response;
    try {
      response = await options.fetch(path, init);
    } catch (error) {
      reachable$.next(false);
      throw error;
    }
    reachable$.next(true);
    if (response.status === 403) {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (body.error === 'sync_requires_subscription') {
        refused$.next(true);
        throw new SyncNotAllowedError('This account does not replicate its library.');
      }
    }
    if (response.status === 409) {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (body.error === 'sync_checkpoint_expired') expired$.next(true);
    }
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  };

  const live = options.live ?? true;
  const state = replicateRxCollection<LibraryDocument, SyncCheckpoint>({
    collection: options.collection,
    replicationIdentifier: options.replicationId,
    live,
    retryTime: retryMs,
    waitForLeadership: true,
    pull: {
      batchSize: options.batchSize ?? 100,
      async handler(checkpoint, batchSize) {
        const query = new URLSearchParams({
          sequence: String(checkpoint?.sequence ?? 0),
          id: checkpoint?.id ?? '',
          limit: String(batchSize),
        });
        const answer = pullResponseSchema.parse(await call(`${BASE}/pull?${query}`));
        return { documents: answer.documents, checkpoint: answer.checkpoint ?? checkpoint };
      },
      stream$: live ? liveStream(options.fetch, options.liveChanges, retryMs) : undefined,
    },
    push: {
      batchSize: 50,
      async handler(rows) {
        // The summary and its sources are read-only (the server never takes them from a push): leaving
        // them out keeps a push far under the server's request size limit, however long the summaries.
        const slim = rows.map((row) => ({
          assumedMasterState: row.assumedMasterState ? withoutReadOnly(row.assumedMasterState) : null,
          newDocumentState: withoutReadOnly(row.newDocumentState),
        }));
        const answer = await call(`${BASE}/push`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(slim),
        });
        return pushResponseSchema.parse(answer);
      },
    },
  });
  return {
    state,
    reachable$,
    refused$,
    expired$,
    async stop() {
      await state.cancel();
    },
  };
}

/** RxDB's pull stream: "RESYNC" whenever the server's library changed (it then pulls from its checkpoint). */
function liveStream(
  fetchImpl: SyncFetch,
  liveChanges: LiveChanges | undefined,
  retryMs: number,
): Observable<typeof STREAM_RESYNC> {
  if (liveChanges) {
    return new Observable((subscriber) => liveChanges(() => subscriber.next(STREAM_RESYNC)));
  }
  return eventStream({
    fetch: fetchImpl,
    path: `${BASE}/stream`,
    retryMs,
    onReconnect: () => STREAM_RESYNC,
  }).pipe(map(() => STREAM_RESYNC));
}

function withoutReadOnly<State extends LibraryDocument>(state: State): State {
  return { ...state, summary: '', sources: [] };
}
