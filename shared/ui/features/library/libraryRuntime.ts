import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import {
  type LibraryDatabase,
  openLibraryDatabase,
  removeLibraryDatabase,
} from '../../../sync/libraryDatabase.ts';
import { librarySchema } from '../../../sync/librarySchema.ts';
import { type LibraryReplication, replicateLibrary } from '../../../sync/replication.ts';
import { getLibraryFetch, getLibraryLiveChanges } from './libraryFetch.ts';

/**
 * The browser side of the library: IndexedDB through Dexie (in Electron it lives in the profile
 * folder), replicated with the server. Imported only from an effect, so the RxDB code is a chunk of
 * its own that the landing page and server rendering never load.
 */
export interface LibraryRuntime {
  db: LibraryDatabase;
  replication: LibraryReplication;
  close(): Promise<void>;
  /** Drops this device's copy (the server holds the durable one); the next open reads it again. */
  reset(): Promise<void>;
}

const open = new Map<string, Promise<LibraryRuntime>>();

export function openLibraryRuntime(userId: string): Promise<LibraryRuntime> {
  let runtime = open.get(userId);
  if (!runtime) {
    runtime = (async () => {
      const db = await openLibraryDatabase({ userId, storage: getRxStorageDexie() });
      const replication = replicateLibrary({
        collection: db.summaries,
        fetch: getLibraryFetch(),
        liveChanges: getLibraryLiveChanges(),
        // A new schema version starts a new checkpoint, so documents its migration dropped are pulled again.
        replicationId: `summer-library-v${librarySchema.version}-${userId}`,
      });
      return {
        db,
        replication,
        async close() {
          open.delete(userId);
          await replication.stop();
          await db.close();
        },
        async reset() {
          open.delete(userId);
          await replication.stop();
          await db.remove();
        },
      };
    })();
    open.set(userId, runtime);
  }
  return runtime;
}

/**
 * For an account that does not replicate (no subscription, or one that lapsed): drops the device's
 * copy of its library, if any, without opening it or asking the server.
 */
export async function dropLibraryCopy(userId: string): Promise<void> {
  const runtime = open.get(userId);
  if (runtime) await (await runtime).reset();
  else await removeLibraryDatabase({ userId, storage: getRxStorageDexie() });
}
