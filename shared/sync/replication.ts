import { type RxReplicationState, replicateRxCollection } from 'rxdb/plugins/replication';
import { BehaviorSubject, map, Observable } from 'rxjs';
import { ZodError } from 'zod';
import { ApiRequestError, createApiClient, UnexpectedAnswerError } from '../api/client.ts';
import { STREAM_RESYNC, type SyncCheckpoint, syncRoutes } from '../api/sync.ts';
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

  const api = createApiClient({ fetch: options.fetch });
  /** Follows whether the server answers, and what its refusals mean for this device. */
  const reach = async <T>(request: Promise<T>): Promise<T> => {
    try {
      const answer = await request;
      reachable$.next(true);
      return answer;
    } catch (error) {
      // A change the contract refuses never left this device: it says nothing about the server.
      if (!(error instanceof ZodError)) {
        reachable$.next(error instanceof ApiRequestError || error instanceof UnexpectedAnswerError);
      }
      if (error instanceof ApiRequestError && error.code === 'sync_requires_subscription') {
        refused$.next(true);
        throw new SyncNotAllowedError('This account does not replicate its library.');
      }
      if (error instanceof ApiRequestError && error.code === 'sync_checkpoint_expired') expired$.next(true);
      throw error;
    }
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
        const query = { sequence: checkpoint?.sequence ?? 0, id: checkpoint?.id ?? '', limit: batchSize };
        const answer = await reach(api.call(syncRoutes.pull, { query }));
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
        return reach(api.call(syncRoutes.push, { body: slim }));
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
    path: syncRoutes.stream.path,
    retryMs,
    onReconnect: () => STREAM_RESYNC,
  }).pipe(map(() => STREAM_RESYNC));
}

function withoutReadOnly<State extends LibraryDocument>(state: State): State {
  return { ...state, summary: '', sources: [] };
}
