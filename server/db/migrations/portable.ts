import { type ColumnDefinitionBuilder, type RawBuilder, sql } from 'kysely';
import type { DatabaseDialect } from '../dialect.ts';

/**
 * The few things SQLite and PostgreSQL spell differently in a schema, for migrations. On SQLite each
 * gives exactly what the migrations wrote before PostgreSQL was supported, so a file made then and one
 * made now have the same schema.
 */

/** A numeric id the database assigns: SQLite's INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL's identity. */
export function autoId(dialect: DatabaseDialect) {
  return {
    type: dialect === 'postgres' ? 'bigint' : 'integer',
    build: (column: ColumnDefinitionBuilder) =>
      dialect === 'postgres'
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
  } as const;
}

/** Unix seconds: past 2038 they no longer fit PostgreSQL's 4-byte integer (SQLite's are 8 bytes). */
export function unixSecondsType(dialect: DatabaseDialect): 'bigint' | 'integer' {
  return dialect === 'postgres' ? 'bigint' : 'integer';
}

/** The time of the insert as our ISO 8601 text (UTC, milliseconds), for a column default. */
export function nowIsoDefault(dialect: DatabaseDialect): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
}
