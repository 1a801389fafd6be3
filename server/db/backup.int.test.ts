/**
 * `npm run db:backup` and `db:restore` against the real server and its SQLite file: a copy made while
 * the server writes is whole, a restore waits for the server to stop and can be undone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, signUp, TEST_PASSWORD } from '../testing/httpClient.ts';
import { testPostgresUrl } from '../testing/postgres.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';
import { openDatabase } from './database.ts';

let folder: string;
let dataDir: string;
let databaseFile: string;
let server: TestServer | undefined;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'summer-backup-'));
  dataDir = join(folder, 'data');
  databaseFile = join(dataDir, 'summer.sqlite');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(folder, { recursive: true, force: true });
});

const start = async () => {
  server = await startTestServer({}, { dataDir });
  return server;
};
const stop = async () => {
  await server?.close();
  server = undefined;
};

async function emailsIn(file: string): Promise<string[]> {
  const { db } = await openDatabase(file);
  try {
    return (await db.selectFrom('users').select('email').orderBy('email').execute()).map((row) => row.email);
  } finally {
    await db.destroy();
  }
}

const signsIn = async (running: TestServer, email: string) =>
  (
    await createTestClient(running.url, { origin: running.config.publicUrl }).json('POST', '/api/login', {
      email,
      password: TEST_PASSWORD,
    })
  ).status === 200;

// The SQLite file's backups; a PostgreSQL installation is backed up with PostgreSQL's own tools.
describe.skipIf(testPostgresUrl)('db:backup', () => {
  it('copies the database while the server runs and keeps writing, whole and private', async () => {
    const running = await start();
    let made = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await signUp(running, { email: `writer-${made}@example.com` });
        made += 1;
      }
    })();
    while (made < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = made;
    const copy = await backupDatabase(databaseFile, join(folder, 'during.sqlite'));
    writing = false;
    await writer;

    // Every account made before the copy began is in it, and it passed SQLite's integrity check.
    const copied = await emailsIn(copy.file);
    expect(copied.length).toBeGreaterThanOrEqual(before);
    expect(copied.length).toBeLessThanOrEqual(made);
    expect(statSync(copy.file).mode & 0o777).toBe(0o600);
  });

  it('never writes over a file: not an older backup, and not the database itself', async () => {
    await start();
    const older = join(folder, 'older.sqlite');
    writeFileSync(older, 'last week');
    await expect(backupDatabase(databaseFile, older)).rejects.toThrow(/already exists/);
    expect(readFileSync(older, 'utf8')).toBe('last week');
    await expect(backupDatabase(databaseFile, databaseFile)).rejects.toThrow(/already exists/);
  });
});

describe.skipIf(testPostgresUrl)('db:restore', () => {
  it('waits for the server to stop, brings the backup back and keeps the database as it was', async () => {
    let running = await start();
    await signUp(running, { email: 'before@example.com' });
    const backup = await backupDatabase(databaseFile, join(folder, 'monday.sqlite'));
    await signUp(running, { email: 'after@example.com' });

    await expect(restoreDatabase(databaseFile, backup.file)).rejects.toThrow(/A server is running/);
    expect(await signsIn(running, 'after@example.com')).toBe(true);

    await stop();
    const { previous } = await restoreDatabase(databaseFile, backup.file);
    running = await start();
    expect(await signsIn(running, 'before@example.com')).toBe(true);
    expect(await signsIn(running, 'after@example.com')).toBe(false);
    // A restore of the wrong file can be undone: the database as it was is kept.
    expect(previous).not.toBeNull();
    expect(await emailsIn(previous ?? '')).toContain('after@example.com');
    expect(statSync(previous ?? '').mode & 0o777).toBe(0o600);
  });

  it('refuses a file that is no backup of this product, and changes nothing', async () => {
    const running = await start();
    await signUp(running, { email: 'kept@example.com' });
    await stop();
    const notes = join(folder, 'notes.txt');
    writeFileSync(notes, 'not a database at all, just some words in a file');
    const otherApp = join(folder, 'other.sqlite');
    const other = new SQLite(otherApp);
    other.exec('create table recipes (name text)');
    other.close();

    await expect(restoreDatabase(databaseFile, notes)).rejects.toThrow(/not a SQLite database/);
    await expect(restoreDatabase(databaseFile, otherApp)).rejects.toThrow(/not one of this product/);
    await expect(restoreDatabase(databaseFile, join(folder, 'missing.sqlite'))).rejects.toThrow(BackupError);
    expect(await emailsIn(databaseFile)).toEqual(['kept@example.com']);
  });

  it('restores onto a new machine, where there is no database yet', async () => {
    const running = await start();
    await signUp(running, { email: 'moved@example.com' });
    const backup = await backupDatabase(databaseFile, join(folder, 'moving.sqlite'));
    await stop();
    rmSync(dataDir, { recursive: true });

    expect(await restoreDatabase(databaseFile, backup.file)).toEqual({ previous: null });
    expect(await emailsIn(databaseFile)).toEqual(['moved@example.com']);
  });
});

describe('the command line', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/database.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, INIT_CWD: folder },
      encoding: 'utf8',
    });

  it.skipIf(testPostgresUrl)(
    'backs up beside a running server and refuses to restore under it, saying what to do',
    async () => {
      await start();
      const backup = run('backup', 'nightly.sqlite');
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`to ${join(folder, 'nightly.sqlite')}`);

      const restore = run('restore', 'nightly.sqlite');
      expect(restore.status).toBe(1);
      expect(restore.stderr).toMatch(/A server is running on .*summer\.sqlite\. Stop it first/);

      expect(run('backup').status).toBe(64);
    },
  );

  it("points a PostgreSQL installation to PostgreSQL's own tools", () => {
    const answer = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/database.ts', 'backup', 'nightly.sql'],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: 'postgres://summer@127.0.0.1:1/summer',
          SESSION_SECRET: 'a'.repeat(40),
          INIT_CWD: folder,
        },
        encoding: 'utf8',
      },
    );
    expect(answer.status).toBe(1);
    expect(answer.stderr).toContain('pg_dump');
  });
});
