import pg from 'pg';

/** PostgreSQL's type ids of the values whose JavaScript form differs from SQLite's. */
const INT8 = 20;
const NUMERIC = 1700;
const BOOL = 16;

type TextParser = (text: string) => unknown;

/**
 * Values come back as SQLite gives them, so no feature has to know which database it runs on: count(*)
 * and sum() are bigint/numeric in PostgreSQL, which `pg` hands over as strings ("3"); SQLite answers
 * numbers. A comparison selected as a value is true/false in PostgreSQL and 1/0 in SQLite, where our
 * boolean columns are 0/1 integers too. Text, integers and the ISO time strings we store need nothing.
 */
const sameAsSqlite: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC) return (text: string) => Number(text);
    if (oid === BOOL) return (text: string) => (text === 't' ? 1 : 0);
    return (pg.types.getTypeParser as (oid: number, format?: string) => TextParser)(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** The connection settings every connection of ours uses (the pool's and the listener's). */
export function connectionConfig(url: string): pg.ClientConfig {
  return { connectionString: url, types: sameAsSqlite, application_name: 'summer' };
}

/** The pool the queries run on; `size` connections at most (several instances share max_connections). */
export function createPool(url: string, size: number): pg.Pool {
  // A database that cannot be reached fails a query (and the health check) within seconds, not never.
  const pool = new pg.Pool({
    ...connectionConfig(url),
    max: size,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // A connection that breaks while idle is dropped by the pool; without a listener the error would
  // end the process.
  pool.on('error', () => {});
  return pool;
}

/** The address without its password, for logs and messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
