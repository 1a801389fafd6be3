import { createHash } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Where test servers keep their data. Without TEST_DATABASE_URL: the SQLite file of their temporary data
 * folder, as always. With it (`npm run test:pg` sets it to a throwaway PostgreSQL cluster): a database
 * of its own per data folder on that cluster, made on first use, so a restart on the same folder finds
 * the same database, and tests running side by side never see each other's rows.
 */
export const testPostgresUrl = process.env.TEST_DATABASE_URL || undefined;

/** The session secret test servers share on PostgreSQL, where the server requires one. */
const TEST_SESSION_SECRET = 'test-session-secret-for-postgres-runs-0123456789';

function databaseNameFor(dataDir: string): string {
  return `summer_test_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
}

function urlOf(database: string): string {
  if (!testPostgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(testPostgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onCluster<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const made = new Map<string, Promise<void>>();

/** The database location for `dataDir`: its SQLite file, or its own PostgreSQL database (made if missing). */
export async function testDatabaseLocation(dataDir: string): Promise<string> {
  if (!testPostgresUrl) return join(dataDir, 'summer.sqlite');
  const name = databaseNameFor(dataDir);
  let making = made.get(name);
  if (!making) {
    making = onCluster(async (client) => {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await client.query(`create database ${name}`);
    });
    made.set(name, making);
    making.catch(() => made.delete(name));
  }
  await making;
  return urlOf(name);
}

/** What a server process on `dataDir` needs in its environment to use that database. */
export async function testDatabaseEnv(dataDir: string): Promise<Record<string, string>> {
  if (!testPostgresUrl) return {};
  return { DATABASE_URL: await testDatabaseLocation(dataDir), SESSION_SECRET: TEST_SESSION_SECRET };
}

/** Drops the PostgreSQL database of `dataDir`, if one was made (its folder is being removed). */
export async function dropTestDatabase(dataDir: string): Promise<void> {
  if (!testPostgresUrl) return;
  const name = databaseNameFor(dataDir);
  if (!made.has(name)) return;
  made.delete(name);
  await onCluster((client) => client.query(`drop database if exists ${name} with (force)`));
}
