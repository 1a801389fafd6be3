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
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import type { Logger } from '../logger.ts';
import type { DatabaseDialect } from './dialect.ts';
import { inProcessBus, type MessageBus, postgresBus } from './messageBus.ts';
import { migrations } from './migrations/index.ts';
import { createPool, isPostgresUrl, redactedUrl } from './postgres.ts';
import type { DatabaseSchema } from './schema.ts';

export type Database = Kysely<DatabaseSchema>;
export type { DatabaseDialect };

export interface OpenedDatabase {
  db: Database;
  dialect: DatabaseDialect;
  /** Messages between the server instances on this database (in-process on SQLite). */
  bus: MessageBus;
  /** Closes the bus and the database. */
  close(): Promise<void>;
}

export interface OpenOptions {
  logger?: Logger;
  /** PostgreSQL: connections of this process at most. */
  poolSize?: number;
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

/**
 * Opens the database at `location` and brings its schema up to date: a `postgres://` address is
 * PostgreSQL (through the `pg` pool), anything else the path of the SQLite file, created if needed.
 */
export async function openDatabase(location: string, options: OpenOptions = {}): Promise<OpenedDatabase> {
  const dialect: DatabaseDialect = isPostgresUrl(location) ? 'postgres' : 'sqlite';
  const db =
    dialect === 'postgres'
      ? new Kysely<DatabaseSchema>({
          dialect: new PostgresDialect({ pool: createPool(location, options.poolSize ?? 10) }),
        })
      : openSqlite(location);
  try {
    await migrateToLatest(db, dialect);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const notify = async (channel: string, payload: string) => {
    await sql`select pg_notify(${channel}, ${payload})`.execute(db);
  };
  const bus =
    dialect === 'postgres' ? postgresBus({ url: location, notify, logger: options.logger }) : inProcessBus();
  return {
    db,
    dialect,
    bus,
    close: async () => {
      await bus.close();
      await db.destroy();
    },
  };
}

/** Where the database is, for messages: the file's path, or the address without its password. */
export function describeLocation(location: string): string {
  return isPostgresUrl(location) ? redactedUrl(location) : location;
}

/** The SQLite file in WAL mode, readable by its owner only. */
function openSqlite(file: string): Database {
  // The database holds password hashes and the session secret: only the server's user may read it.
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(file);
  if (file !== ':memory:') keepPrivate(file);
  // WAL lets readers go on while one writer writes; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // lower() folds every letter, as PostgreSQL's does in a UTF-8 database (SQLite's own folds only
  // A-Z), so a case-insensitive search finds the same rows on both.
  sqlite.function('lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  return new Kysely<DatabaseSchema>({
    dialect: new SqliteImmediateDialect({ database: withStatementCache(sqlite) }),
  });
}

/** The database file and its WAL companions readable and writable by their owner only (0600). */
function keepPrivate(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

/** PostgreSQL's codes of a transaction it chose to abort so that another could go on. */
const RETRYABLE = new Set(['40P01', '40001']);
const TRANSACTION_TRIES = 3;

/**
 * The one way features open a transaction: `work` runs in the caller's when `db` already is one (a use
 * case joining a larger all-or-nothing step, as reserving a credit joins claiming an idempotency key),
 * else in a new one. Kysely cannot nest transactions, so use cases take whichever they are given.
 * PostgreSQL may end one of two transactions that wait for each other's rows (a deadlock); that one is
 * run again from the start, so `work` must do nothing but database work.
 */
export async function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= TRANSACTION_TRIES || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}

export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
  db: Kysely<any>,
  dialect: DatabaseDialect,
): Promise<MigrationResultSet> {
  // Each migration is told the dialect, for the few statements the two databases spell differently.
  const provided = Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      {
        up: (target: Kysely<unknown>) => migration.up(target, dialect),
        down:
          migration.down &&
          ((target: Kysely<unknown>) => migration.down?.(target, dialect) ?? Promise.resolve()),
      },
    ]),
  );
  // Features add migrations independently (named YYYYMMDD_NN_feature), so one that sorts before an
  // already-applied one must still run. On PostgreSQL the migrator holds a lock while it works, so
  // instances starting together migrate once.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => provided },
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
