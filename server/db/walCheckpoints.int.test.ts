import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { type Database, openDatabase } from './database.ts';
import { type BackgroundCheckpoints, checkpointInBackground } from './walCheckpoints.ts';

let folder: string;
let db: Database | undefined;
let checkpoints: BackgroundCheckpoints | undefined;
afterEach(async () => {
  await checkpoints?.stop();
  await db?.destroy();
  rmSync(folder, { recursive: true, force: true });
});

describe('checkpoints of the write-ahead log', () => {
  it('are made by their own thread, not by the commits of the server’s connection', async () => {
    folder = mkdtempSync(join(tmpdir(), 'summer-wal-'));
    const file = join(folder, 'summer.sqlite');
    ({ db } = await openDatabase(file));
    checkpoints = await checkpointInBackground(db, file, createLogger('silent'));
    const before = statSync(file).size;

    // 8 MB of settings: past the 1,000 pages at which a commit would checkpoint by itself.
    for (let index = 0; index < 8; index++) {
      await db
        .insertInto('app_settings')
        .values({ key: `bench-${index}`, value: 'x'.repeat(1024 * 1024) })
        .execute();
    }
    // Still in the log: no commit copied it into the database file.
    expect(statSync(file).size).toBeLessThan(before + 1024 * 1024);
    // The background thread does, within its second.
    for (let waited = 0; statSync(file).size < before + 8 * 1024 * 1024; waited += 100) {
      if (waited > 30_000) throw new Error('the log was never checkpointed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('leave the work to the server’s connection when their thread cannot open the file, and say so', async () => {
    folder = mkdtempSync(join(tmpdir(), 'summer-wal-'));
    const file = join(folder, 'summer.sqlite');
    ({ db } = await openDatabase(file));
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    // The thread opens the file after start: here it is gone by then (a failed start's folder removed).
    checkpoints = await checkpointInBackground(db, join(folder, 'gone', 'summer.sqlite'), logger);
    for (let waited = 0; lines.length === 0; waited += 50) {
      if (waited > 10_000) throw new Error('the failed thread was never reported');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(lines.join('')).toContain('background WAL checkpoints stopped');
    await checkpoints.stop();
    checkpoints = undefined;
    // The server's own connection still writes.
    await db.insertInto('app_settings').values({ key: 'after', value: 'x' }).execute();
  });
});
