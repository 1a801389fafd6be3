import { type Kysely, sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * Moves an installation from its SQLite file to PostgreSQL (`npm run db:copy -- --to postgres://…`):
 * every row of every table, with the same values, into a PostgreSQL database whose schema the same
 * migrations have just made, in one transaction (a failure leaves the target empty), then compares the
 * row counts of each table. The target must be empty: the copy is a move, not a merge.
 *
 * What it takes care of: tables are filled parents first (foreign keys); the documents trigger is held
 * off so each summary keeps its change number and devices keep their checkpoints, and the counter is
 * copied with the rest; identity columns go on after the highest copied id. Works from what SQLite
 * says its tables are, so tables added by later features are moved without changes here.
 */

// biome-ignore lint/suspicious/noExplicitAny: rows of any table are copied as they are.
type AnyDatabase = Kysely<any>;

/** Kysely's own bookkeeping: the target's migrations made it already. */
const NOT_COPIED = new Set(['kysely_migration', 'kysely_migration_lock']);
/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 30_000;

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

export class CopyRefused extends Error {}

async function sqliteTables(db: AnyDatabase): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%'
    order by name`.execute(db);
  return rows.map((row) => row.name).filter((name) => !NOT_COPIED.has(name));
}

/** Parents before children: each table after the tables its foreign keys point at. */
async function parentsFirst(db: AnyDatabase, tables: string[]): Promise<string[]> {
  const parents = new Map<string, string[]>();
  for (const table of tables) {
    const { rows } = await sql<{
      table: string;
    }>`select "table" from pragma_foreign_key_list(${table})`.execute(db);
    parents.set(
      table,
      rows.map((row) => row.table).filter((parent) => parent !== table),
    );
  }
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function countRows(db: AnyDatabase, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function copyTable(source: AnyDatabase, target: AnyDatabase, table: string): Promise<void> {
  const rows = await source.selectFrom(table).selectAll().execute();
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const batch = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += batch) {
    await target
      .insertInto(table)
      .values(rows.slice(start, start + batch))
      .execute();
  }
}

/** Identity columns continue after the highest id copied, so the next insert does not collide. */
async function advanceIdentities(target: AnyDatabase, tables: string[]): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(target);
  for (const { table_name: table, column_name: column } of rows) {
    if (!tables.includes(table)) continue;
    await sql`
      select setval(pg_get_serial_sequence(${table}, ${column}), max_id, true)
      from (select max(${sql.ref(column)}) as max_id from ${sql.table(table)}) as copied
      where max_id is not null`.execute(target);
  }
}

/**
 * Copies every table of `source` (SQLite) into `target` (PostgreSQL, migrated, empty) and answers the
 * row counts of both sides, table by table. Throws CopyRefused when the target already holds rows.
 */
export async function copyDatabase(source: Database, target: Database): Promise<TableCount[]> {
  const from = source as AnyDatabase;
  const to = target as AnyDatabase;
  const tables = await parentsFirst(from, await sqliteTables(from));
  const { rows: targetTables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema()`.execute(to);
  const known = new Set(targetTables.map((row) => row.table_name));
  const missing = tables.filter((table) => !known.has(table));
  if (missing.length > 0) {
    throw new CopyRefused(
      `The PostgreSQL database has no table ${missing.join(', ')}: run this version of the server's copy with the same migrations.`,
    );
  }
  // The migrations seed the change counter; every other row must be absent.
  for (const table of tables) {
    if (table === 'sync_counters') continue;
    if ((await countRows(to, table)) > 0) {
      throw new CopyRefused(
        `The PostgreSQL database already has rows in ${table}: copy into an empty database.`,
      );
    }
  }
  await to.transaction().execute(async (trx) => {
    await trx.deleteFrom('sync_counters').execute();
    // Each summary keeps its change number: the trigger would give it a new one.
    await sql`alter table documents disable trigger documents_sync_stamp`.execute(trx);
    for (const table of tables) await copyTable(from, trx, table);
    await sql`alter table documents enable trigger documents_sync_stamp`.execute(trx);
    await advanceIdentities(trx, tables);
  });
  const counts: TableCount[] = [];
  for (const table of tables) {
    counts.push({ table, source: await countRows(from, table), target: await countRows(to, table) });
  }
  return counts;
}
