import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type MigrationResultSet, Migrator, SqliteDialect, sql } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { DatabaseSchema } from './schema.ts';

export type Database = Kysely<DatabaseSchema>;

export interface OpenedDatabase {
  db: Database;
  /** The underlying connection, for the few places that need synchronous transactions. */
  sqlite: SQLite.Database;
}

/** Opens (creating if needed) the SQLite file in WAL mode and brings its schema up to date. */
export async function openDatabase(file: string): Promise<OpenedDatabase> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers go on while one writer writes; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, sqlite };
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  // Features add migrations independently (named YYYYMMDD_NN_feature), so one that sorts before an
  // already-applied one must still run.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((migration) => migration.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(result.error)}`);
  }
  return result;
}

export async function isDatabaseHealthy(db: Database): Promise<boolean> {
  try {
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
    return rows[0]?.ok === 1;
  } catch {
    return false;
  }
}
