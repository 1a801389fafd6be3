import {
  addRxPlugin,
  createRxDatabase,
  type RxCollection,
  type RxDatabase,
  type RxStorage,
  removeRxDatabase,
} from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { LIBRARY_MIGRATIONS, type LibraryDocument, librarySchema } from './librarySchema.ts';

// Runs the schema's migration strategies when a device opens a library written by an older version.
addRxPlugin(RxDBMigrationSchemaPlugin);

export type LibraryCollection = RxCollection<LibraryDocument>;
export type LibraryDatabase = RxDatabase<{ summaries: LibraryCollection }>;

/**
 * Opens the device's library. The storage is passed in so the browser and desktop use Dexie
 * (IndexedDB) while Node tests use memory, and so this module never pulls a storage into a bundle
 * that does not need it. One database per user (the name carries the user id), so two accounts on one
 * device never see each other's summaries.
 */
export async function openLibraryDatabase(options: {
  userId: string;
  storage: RxStorage<unknown, unknown>;
  /** Several tabs share one database in the browser; Node tests use one instance each. */
  multiInstance?: boolean;
  /** Prefix of the database name (tests give each client its own). */
  namePrefix?: string;
}): Promise<LibraryDatabase> {
  const name = libraryDatabaseName(options.userId, options.namePrefix);
  const database = await createRxDatabase<{ summaries: LibraryCollection }>({
    name,
    storage: options.storage,
    multiInstance: options.multiInstance ?? true,
    closeDuplicates: true,
  });
  await database.addCollections({
    summaries: { schema: librarySchema, migrationStrategies: LIBRARY_MIGRATIONS },
  });
  return database;
}

function libraryDatabaseName(userId: string, namePrefix = 'summer-library'): string {
  return `${namePrefix}-${userId.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

/**
 * Deletes the device's copy of a user's library without opening it (an account that does not
 * replicate keeps none); nothing happens when there is none.
 */
export async function removeLibraryDatabase(options: {
  userId: string;
  storage: RxStorage<unknown, unknown>;
  namePrefix?: string;
}): Promise<void> {
  await removeRxDatabase(libraryDatabaseName(options.userId, options.namePrefix), options.storage);
}
