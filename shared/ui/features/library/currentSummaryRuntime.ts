import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { UploadResult } from '../../../api/summarize.ts';
import {
  type CurrentSummaryDatabase,
  dropExpiredSummary,
  keepCurrentSummary,
  openCurrentSummaryDatabase,
} from '../../../sync/currentSummary.ts';
import { uploadAsLibraryDocument } from '../../../sync/librarySchema.ts';
import { currentSummaryOwner, setCurrentSummaryOwner } from './currentSummaryOwner.ts';

/**
 * The browser side of a non-subscriber's current summary (IndexedDB through Dexie). Loaded only from
 * effects, with the rest of the library's RxDB code.
 */
let database: Promise<CurrentSummaryDatabase> | undefined;

function openDatabase(): Promise<CurrentSummaryDatabase> {
  database ??= openCurrentSummaryDatabase({ storage: getRxStorageDexie() });
  return database;
}

/** The store for `userId`: another account's summary is dropped first, an expired one too. */
export async function openCurrentSummary(userId: string): Promise<CurrentSummaryDatabase> {
  const owner = currentSummaryOwner();
  if (owner !== null && owner !== userId) await forgetCurrentSummary();
  const db = await openDatabase();
  setCurrentSummaryOwner(userId);
  await dropExpiredSummary(db.current, new Date());
  return db;
}

/** A summary the user just made without a subscription: it replaces the previous one on this device. */
export async function rememberCurrentSummary(userId: string, result: UploadResult): Promise<void> {
  const db = await openCurrentSummary(userId);
  await keepCurrentSummary(db.current, uploadAsLibraryDocument(result, new Date()));
}

/** Signed out (or another account signed in): the device forgets the current summary. */
export async function forgetCurrentSummary(): Promise<void> {
  setCurrentSummaryOwner(null);
  const db = await openDatabase();
  database = undefined;
  await db.remove();
}
