import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseHealthy, migrateToLatest, openDatabase } from './database.ts';
import { migrations } from './migrations/index.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function temporaryFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'summer-db-'));
  folders.push(folder);
  return join(folder, 'nested', 'summer.sqlite');
}

describe('openDatabase', () => {
  it('keeps the database (password hashes, the session secret) readable by its owner only', async () => {
    const file = temporaryFile();
    const { db } = await openDatabase(file);
    await db.destroy();
    expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('creates the file in WAL mode with every migration applied, and reopens without re-running them', async () => {
    const file = temporaryFile();
    const first = await openDatabase(file);
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(first.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    await first.db.insertInto('app_settings').values({ key: 'k', value: 'v' }).execute();
    expect(await isDatabaseHealthy(first.db)).toBe(true);
    await first.db.destroy();

    const second = await openDatabase(file);
    const rerun = await migrateToLatest(second.db, 'sqlite');
    expect(rerun.results).toEqual([]);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      second.db,
    );
    expect(applied.rows.map((migration) => migration.name)).toEqual(Object.keys(migrations));
    const row = await second.db.selectFrom('app_settings').selectAll().executeTakeFirst();
    expect(row).toEqual({ key: 'k', value: 'v' });
    await second.db.destroy();
  });

  it('reports an unhealthy database once it is closed', async () => {
    const { db } = await openDatabase(temporaryFile());
    await db.destroy();
    expect(await isDatabaseHealthy(db)).toBe(false);
  });
});
