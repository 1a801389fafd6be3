import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { dropTestDatabase, testDatabaseLocation } from '../testing/postgres.ts';
import { startSingletonJob } from './singletonJob.ts';

// Three "instances": three connections (pools) to one database, the SQLite file or, under
// `npm run test:pg`, PostgreSQL, where the claims really race.
const folder = mkdtempSync(join(tmpdir(), 'summer-jobs-'));
const instances: OpenedDatabase[] = [];
beforeAll(async () => {
  const location = await testDatabaseLocation(folder);
  for (let index = 0; index < 3; index++) instances.push(await openDatabase(location));
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  rmSync(folder, { recursive: true, force: true });
  await dropTestDatabase(folder);
});

const logger = createLogger('silent');
const HOUR = 60 * 60 * 1000;

function jobOn(index: number, name: string, runs: string[], work: () => Promise<void> = async () => {}) {
  const instance = instances[index];
  if (!instance) throw new Error('no such instance');
  return startSingletonJob({
    db: instance.db,
    name,
    owner: `instance-${index}`,
    intervalMs: HOUR,
    logger,
    run: async () => {
      runs.push(`instance-${index}`);
      await work();
      return runs.length;
    },
  });
}

describe('a singleton job on three instances', () => {
  it('runs once when all three find it due at the same moment, ten times over', async () => {
    const runs: string[] = [];
    const jobs = [0, 1, 2].map((index) =>
      jobOn(index, 'race', runs, () => new Promise((r) => setTimeout(r, 20))),
    );
    for (let round = 0; round < 10; round++) await Promise.all(jobs.map((job) => job.runIfDue()));
    expect(runs).toHaveLength(1);
    await Promise.all(jobs.map((job) => job.stop()));
  });

  it('is not run again by another instance before its interval has passed, but may be asked for at once', async () => {
    const runs: string[] = [];
    const first = jobOn(0, 'interval', runs);
    const second = jobOn(1, 'interval', runs);
    expect(await first.runIfDue()).toBe(1);
    expect(await second.runIfDue()).toBeUndefined();
    expect(await second.runNow()).toBe(2);
    expect(runs).toEqual(['instance-0', 'instance-1']);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('is never run on two instances at once, even when asked for', async () => {
    const runs: string[] = [];
    let finish: () => void = () => {};
    const running = jobOn(0, 'exclusive', runs, () => new Promise<void>((resolve) => (finish = resolve)));
    const other = jobOn(2, 'exclusive', runs);
    const inProgress = running.runNow();
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await other.runNow()).toBeUndefined();
    finish();
    expect(await inProgress).toBe(1);
    expect(await other.runNow()).toBe(2);
    await Promise.all([running.stop(), other.stop()]);
  });

  it('is taken over once the lease of an instance that died mid-run has run out', async () => {
    const { db } = instances[0] as OpenedDatabase;
    const past = new Date(Date.now() - 1000).toISOString();
    // What a killed instance leaves: the job claimed, due long ago, its lease about to run out.
    await db
      .insertInto('job_leases')
      .values({
        name: 'orphan',
        owner: 'dead-instance',
        locked_until: new Date(Date.now() + 300).toISOString(),
        next_run_at: past,
      })
      .execute();
    const runs: string[] = [];
    const survivor = jobOn(1, 'orphan', runs);
    expect(await survivor.runIfDue()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await survivor.runIfDue()).toBe(1);
    const row = await db
      .selectFrom('job_leases')
      .selectAll()
      .where('name', '=', 'orphan')
      .executeTakeFirstOrThrow();
    expect(row.owner).toBe('instance-1');
    expect(Date.parse(row.next_run_at)).toBeGreaterThan(Date.now() + HOUR - 60_000);
    await survivor.stop();
  });
});

describe('a singleton job on a clock the test moves', () => {
  let clock = new Date('2026-12-01T09:00:00.000Z');
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  function timedJobOn<T>(index: number, name: string, run: () => Promise<T>, enabled?: () => boolean) {
    const instance = instances[index];
    if (!instance) throw new Error('no such instance');
    return startSingletonJob({
      db: instance.db,
      name,
      owner: `instance-${index}`,
      intervalMs: HOUR,
      now: () => clock,
      logger,
      run,
      ...(enabled && { enabled }),
    });
  }

  it('is due an hour after its last run began, and keeps that run for the admin screens', async () => {
    let runs = 0;
    const job = timedJobOn(0, 'hourly', async () => ({ scheduled: ++runs }));
    const other = timedJobOn(1, 'hourly', async () => ({ scheduled: ++runs }));
    const startedAt = clock.toISOString();
    expect(await job.runIfDue()).toEqual({ scheduled: 1 });
    later(HOUR - 1000);
    expect(await other.runIfDue()).toBeUndefined();
    expect(await other.status()).toEqual({
      running: false,
      lastStartedAt: startedAt,
      lastFinishedAt: startedAt,
      lastResult: { scheduled: 1 },
    });
    later(1000);
    expect(await other.runIfDue()).toEqual({ scheduled: 2 });
    expect((await job.status()).lastStartedAt).toBe(clock.toISOString());
    await Promise.all([job.stop(), other.stop()]);
  });

  it('keeps the claim of the instance that took over from one that stalled past its lease', async () => {
    let finishStalled: () => void = () => {};
    let finishTaker: () => void = () => {};
    const stalled = timedJobOn(
      0,
      'stalled',
      () => new Promise<string>((r) => (finishStalled = () => r('late'))),
    );
    const taker = timedJobOn(
      1,
      'stalled',
      () => new Promise<string>((r) => (finishTaker = () => r('taken'))),
    );
    const third = timedJobOn(2, 'stalled', async () => 'third');
    const stalledRun = stalled.runNow();
    await expect.poll(async () => (await third.status()).running).toBe(true);
    expect(await third.runNow()).toBeUndefined();
    // The stalled instance renews nothing (its renewals would come every 20 s of real time): its lease runs out.
    later(60_000);
    const takerRun = taker.runNow();
    await expect.poll(async () => (await third.status()).lastStartedAt).toBe(clock.toISOString());
    // The stalled run ends late: it frees nothing, records nothing; the taker still holds the job.
    finishStalled();
    expect(await stalledRun).toBe('late');
    expect(await third.status()).toMatchObject({ running: true, lastResult: null });
    expect(await third.runNow()).toBeUndefined();
    finishTaker();
    expect(await takerRun).toBe('taken');
    expect(await third.status()).toMatchObject({ running: false, lastResult: 'taken' });
    await Promise.all([stalled.stop(), taker.stop(), third.stop()]);
  });

  it('answers a failed run to whoever asked for it, and is due again an interval after it began', async () => {
    let fail = true;
    const job = timedJobOn(0, 'failing', async () => {
      if (fail) throw new Error('the work failed');
      return 'done';
    });
    await expect(job.runNow()).rejects.toThrow('the work failed');
    expect(await job.status()).toMatchObject({ running: false, lastResult: null });
    fail = false;
    expect(await job.runIfDue()).toBeUndefined();
    later(HOUR);
    expect(await job.runIfDue()).toBe('done');
    await job.stop();
  });

  it('claims nothing on an instance where it cannot run, leaving it to one where it can', async () => {
    const runs: string[] = [];
    const unable = timedJobOn(
      0,
      'needs-a-setting',
      async () => runs.push('unable'),
      () => false,
    );
    const able = timedJobOn(1, 'needs-a-setting', async () => runs.push('able'));
    expect(await unable.runNow()).toBeUndefined();
    expect(await unable.runIfDue()).toBeUndefined();
    expect((await able.status()).lastStartedAt).toBeNull();
    expect(await able.runIfDue()).toBe(1);
    expect(runs).toEqual(['able']);
    await Promise.all([unable.stop(), able.stop()]);
  });
});
