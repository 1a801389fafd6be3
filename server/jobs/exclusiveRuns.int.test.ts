import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { beginExclusiveRun, endExclusiveRun, readRun } from './exclusiveRuns.ts';

/**
 * The lease of a job that runs once at a time over every process: two connections to one SQLite file
 * stand for two server processes asking at the same moment.
 */

const HOUR = 60 * 60 * 1000;
let dir: string;
let first: Database;
let second: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'summer-runs-'));
  ({ db: first } = await openDatabase(join(dir, 'summer.sqlite')));
  ({ db: second } = await openDatabase(join(dir, 'summer.sqlite')));
});
afterAll(async () => {
  await first.destroy();
  await second.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('exclusive runs', () => {
  it('lets one of two processes asking at once start the hourly run, and the next only an hour later', async () => {
    const at = new Date('2026-11-26T12:00:00.000Z');
    const claim = (db: Database, owner: string, now: Date) =>
      beginExclusiveRun(db, { name: 'hourly', owner, now, leaseMs: 10 * 60 * 1000, everyMs: HOUR });
    const started = await Promise.all([claim(first, 'a', at), claim(second, 'b', at)]);
    expect(started.filter(Boolean)).toHaveLength(1);
    const winner = started[0] ? 'a' : 'b';

    // While it runs nobody else starts, not even an admin's run; once ended, the next not before the hour.
    const adminRun = await beginExclusiveRun(second, {
      name: 'hourly',
      owner: 'admin',
      now: new Date(at.getTime() + 5 * 60 * 1000),
      leaseMs: 10 * 60 * 1000,
    });
    expect(adminRun).toBe(false);
    await endExclusiveRun(first, { name: 'hourly', owner: winner, now: at, result: { scheduled: 2 } });
    expect(await claim(second, 'c', new Date(at.getTime() + HOUR - 1000))).toBe(false);
    expect(await claim(second, 'c', new Date(at.getTime() + HOUR))).toBe(true);
    expect((await readRun(first, 'hourly')).running).toBe(true);
  });

  it("takes over a run whose process died, once its lease has run out; an admin's run needs no hour", async () => {
    const at = new Date('2026-11-27T12:00:00.000Z');
    const claim = (owner: string, now: Date) =>
      beginExclusiveRun(first, { name: 'manual', owner, now, leaseMs: 10 * 60 * 1000 });
    expect(await claim('died', at)).toBe(true);
    expect(await claim('next', new Date(at.getTime() + 9 * 60 * 1000))).toBe(false);
    expect(await claim('next', new Date(at.getTime() + 10 * 60 * 1000))).toBe(true);
    // The dead owner's late end does not end the live run.
    await endExclusiveRun(first, { name: 'manual', owner: 'died', now: at, result: {} });
    expect((await readRun(first, 'manual')).running).toBe(true);
    await endExclusiveRun(first, { name: 'manual', owner: 'next', now: at, result: { scheduled: 1 } });
    expect(await readRun(first, 'manual')).toMatchObject({ running: false, lastResult: { scheduled: 1 } });
    expect(await claim('again', new Date(at.getTime() + 11 * 60 * 1000))).toBe(true);
  });
});
