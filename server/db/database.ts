import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type MigrationResultSet,
  Migrator,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import { migrations } from './migrations/index.ts';
import type { DatabaseSchema } from './schema.ts';

export type Database = Kysely<DatabaseSchema>;

export interface OpenedDatabase {
  db: Database;
}

/**
 * Every transaction takes SQLite's write lock when it begins (BEGIN IMMEDIATE). One that reads before it
 * writes (reserving a credit reads the subscription first) would otherwise fail at once, instead of
 * waiting its turn, when another process sharing the file wrote in between. Within one process Kysely's
 * SQLite driver already runs one query or transaction at a time over its single connection.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class SqliteImmediateDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateTransactionsDriver(this.#config);
  }
}

/** Distinct SQL texts whose compiled statements are kept (the server has a few hundred queries). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks for a new prepared statement for every query it runs, and better-sqlite3 compiles one
 * each time: for the session and user look-ups of every signed-in request that was the largest cost
 * on the event loop. Statements are kept by their SQL text (the values are bound separately), the
 * least recently used dropped first; SQLite recompiles a kept statement itself after a schema change.
 * Kysely runs one query at a time on this one connection, so no statement is used twice at once.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

/** Opens (creating if needed) the SQLite file in WAL mode and brings its schema up to date. */
export async function openDatabase(file: string): Promise<OpenedDatabase> {
  // The database holds password hashes and the session secret: only the server's user may read it.
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(file);
  if (file !== ':memory:') keepPrivate(file);
  // WAL lets readers go on while one writer writes; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteImmediateDialect({ database: withStatementCache(sqlite) }),
  });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db };
}

/** The database file and its WAL companions readable and writable by their owner only (0600). */
function keepPrivate(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

/**
 * The one way features open a transaction: `work` runs in the caller's when `db` already is one (a use
 * case joining a larger all-or-nothing step, as reserving a credit joins claiming an idempotency key),
 * else in a new one. Kysely cannot nest transactions, so use cases take whichever they are given.
 */
export async function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
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
