import { chmodSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { openDatabase } from './database.ts';

/**
 * Copies of the SQLite database for operators (`npm run db:backup`, `npm run db:restore`). Both go
 * through SQLite's online backup API (better-sqlite3's `backup()`), never a file copy: a file copied
 * while the server writes can hold half a transaction, while the backup API copies one consistent
 * state of the database, write-ahead log included.
 */

/** A refusal the command line prints as it is: what went wrong and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * The pages to copy per step: all of them. One step is one read transaction, so the copy is a single
 * moment's state; in WAL mode the server goes on writing meanwhile, and its writes cannot make a copy
 * made of several steps start over (and over, on a busy server).
 */
const ALL_PAGES = 0x7fffffff;

async function copyDatabase(source: SQLite.Database, target: string): Promise<void> {
  await source.backup(target, { progress: () => ALL_PAGES });
  // It holds password hashes and the session secret, like the database itself.
  chmodSync(target, 0o600);
}

function checkIntegrity(file: string): void {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const answer = copy.pragma('integrity_check', { simple: true });
    if (answer !== 'ok')
      throw new BackupError(`${file} is damaged: SQLite's integrity check says ${answer}.`);
  } finally {
    copy.close();
  }
}

/** Whether the file is a SQLite database at all (SQLite opens anything lazily and fails on first read). */
function openExisting(file: string, what: string): SQLite.Database {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`There is no ${what} at ${file}.`);
  const database = new SQLite(file, { fileMustExist: true });
  try {
    database.pragma('schema_version');
    return database;
  } catch {
    database.close();
    throw new BackupError(`${file} is not a SQLite database.`);
  }
}

/**
 * Another connection holds the database (a running server keeps a shared lock on it from its first
 * read until it stops): then this one cannot take it for itself alone.
 */
function databaseInUse(file: string): boolean {
  const probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = exclusive');
    probe.exec('begin exclusive');
    probe.exec('commit');
    return false;
  } catch (error) {
    if (error instanceof SQLite.SqliteError && error.code.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    probe.close();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
}

/** A consistent copy of the database in `target` (a new file), whether or not a server is running on it. */
export async function backupDatabase(databaseFile: string, target: string): Promise<BackupResult> {
  const file = resolve(target);
  if (existsSync(file)) {
    throw new BackupError(`${file} already exists. Name a new file, or move the old one away first.`);
  }
  if (!existsSync(dirname(file))) throw new BackupError(`The folder ${dirname(file)} does not exist.`);
  const source = openExisting(databaseFile, 'database');
  try {
    await copyDatabase(source, file);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  } finally {
    source.close();
  }
  checkIntegrity(file);
  return { file, bytes: statSync(file).size };
}

/** Kysely's table of applied migrations: every Summer database has it, other SQLite files do not. */
const MIGRATION_TABLE = 'kysely_migration';

/**
 * Copies the backup beside the database and brings it up to this version's schema with the server's
 * own migrations, so what is restored opens as it will at the next start. A file that is not a
 * Summer database, is damaged, or comes from a newer version is refused here, before anything is
 * replaced.
 */
async function stageBackup(backupFile: string, staged: string): Promise<void> {
  rmSync(staged, { force: true });
  const backup = openExisting(backupFile, 'backup');
  try {
    await copyDatabase(backup, staged);
  } finally {
    backup.close();
  }
  checkIntegrity(staged);
  const inspector = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(staged) }) });
  const tables = await inspector.introspection
    .getTables({ withInternalKyselyTables: true })
    .finally(() => inspector.destroy());
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) {
    throw new BackupError(`${backupFile} is a SQLite database, but not one of this product.`);
  }
  try {
    const { db } = await openDatabase(staged);
    await db.destroy();
  } catch (error) {
    throw new BackupError(
      `${backupFile} cannot be brought up to this version's database (a backup made by a newer version?): ${String(error)}`,
    );
  }
}

export interface RestoreResult {
  /** Where the database as it was before the restore is kept; null when there was none. */
  previous: string | null;
}

/**
 * Replaces the database with the backup's content. Refused while a server is running on the database:
 * the server's work in progress (reservations, sessions) would mix with the backup's state. The
 * database as it was is kept beside it, so a restore of the wrong file can be undone.
 */
export async function restoreDatabase(
  databaseFile: string,
  backupFile: string,
  now: Date = new Date(),
): Promise<RestoreResult> {
  if (resolve(backupFile) === resolve(databaseFile)) {
    throw new BackupError(`${backupFile} is the database itself, not a backup of it.`);
  }
  mkdirSync(dirname(databaseFile), { recursive: true, mode: 0o700 });
  const staged = `${databaseFile}.restoring`;
  try {
    await stageBackup(backupFile, staged);
    let previous: string | null = null;
    if (existsSync(databaseFile)) {
      if (databaseInUse(databaseFile)) {
        throw new BackupError(
          `A server is running on ${databaseFile}. Stop it first (and anything else using the database), then restore again; start the server once the restore is done.`,
        );
      }
      previous = `${databaseFile}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      const current = openExisting(databaseFile, 'database');
      try {
        await copyDatabase(current, previous);
      } finally {
        current.close();
      }
    }
    const restored = new SQLite(staged, { fileMustExist: true });
    try {
      await copyDatabase(restored, databaseFile);
    } finally {
      restored.close();
    }
    return { previous };
  } finally {
    rmSync(staged, { force: true });
  }
}
