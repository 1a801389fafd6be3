import { createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
// Registers the schema migration plugin the collection below needs (shared with the library).
import './libraryDatabase.ts';
import { LIBRARY_MIGRATIONS, type LibraryDocument, librarySchema } from './librarySchema.ts';

/**
 * The current summary of an account whose library does not replicate (no Endless Summer: SPEC section 6,
 * "without subscription the summary is deleted right after leaving the page"). The server forgets it
 * when the user leaves the dashboard; this device keeps only that one summary, never synced, so it
 * stays readable in the library (offline too) until:
 *   - a new summary replaces it (one at a time),
 *   - the user signs out or another account signs in on this device (the whole store is dropped),
 *   - its retention time ends (`expiresAt`: an hour, 24 hours for XL documents).
 *
 * It lives in its own small database, apart from the replicated library, so that nothing here can ever
 * be pushed to the server and dropping the replicated copy (or this one) never touches the other.
 */
export type CurrentSummaryCollection = RxCollection<LibraryDocument>;
export type CurrentSummaryDatabase = RxDatabase<{ current: CurrentSummaryCollection }>;

/** The store's database name (one per device: it belongs to whoever is signed in, see owner below). */
const CURRENT_SUMMARY_DATABASE = 'summer-current-summary';

export async function openCurrentSummaryDatabase(options: {
  storage: RxStorage<unknown, unknown>;
  multiInstance?: boolean;
  /** Tests give each case its own name. */
  name?: string;
}): Promise<CurrentSummaryDatabase> {
  const database = await createRxDatabase<{ current: CurrentSummaryCollection }>({
    name: options.name ?? CURRENT_SUMMARY_DATABASE,
    storage: options.storage,
    multiInstance: options.multiInstance ?? true,
    closeDuplicates: true,
  });
  await database.addCollections({
    current: { schema: librarySchema, migrationStrategies: LIBRARY_MIGRATIONS },
  });
  return database;
}

/** Keeps `summary` as the only one: the previous current summary goes. */
export async function keepCurrentSummary(
  collection: CurrentSummaryCollection,
  summary: LibraryDocument,
): Promise<void> {
  await collection.find({ selector: { id: { $ne: summary.id } } }).remove();
  await collection.upsert(summary);
}

/** Removes a current summary whose retention time has ended. */
export async function dropExpiredSummary(collection: CurrentSummaryCollection, now: Date): Promise<void> {
  const all = await collection.find().exec();
  const expired = all.filter(
    (document) => document.expiresAt !== null && Date.parse(document.expiresAt) <= now.getTime(),
  );
  for (const document of expired) await document.remove();
}
