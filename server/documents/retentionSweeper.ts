import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { startSingletonJob } from '../jobs/singletonJob.ts';
import type { Logger } from '../logger.ts';
import { purgeTombstones, tombstone } from './tombstones.ts';

/**
 * Deletes every summary whose retention time has passed (leaving a tombstone so the deletion
 * replicates), and purges tombstones older than SYNC.tombstoneKeep. Works from stored times only.
 */
async function sweepExpiredDocuments({ db, now }: { db: Database; now: Date }): Promise<number> {
  const result = await db
    .updateTable('documents')
    .set(tombstone(now))
    .where('deleted', '=', 0)
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  await purgeTombstones({ db, now });
  return Number(result.numUpdatedRows);
}

export interface RetentionSweeper {
  /** Runs one sweep now (unless another instance is sweeping at this moment); answers how many went. */
  sweep(): Promise<number>;
  /** Stops the timer; answers once a sweep in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Sweeps at start-up (before answering: the server never serves an expired summary) and then on an
 * interval, on one instance at a time and once per interval across all that share the database (a
 * singleton job). Nothing is
 * kept in memory between sweeps, so summaries that expired while the server was down go at the first
 * sweep after it is back.
 */
export async function startRetentionSweeper(options: {
  db: Database;
  /** This instance's id among those sharing the database. */
  owner: string;
  intervalMs: number;
  now: Clock;
  logger: Logger;
}): Promise<RetentionSweeper> {
  const { db, owner, intervalMs, now, logger } = options;
  const job = startSingletonJob({
    db,
    name: 'retention-sweep',
    owner,
    intervalMs,
    logger,
    run: async () => {
      const deleted = await sweepExpiredDocuments({ db, now: now() });
      if (deleted > 0) logger.info({ deleted }, 'expired summaries deleted');
      return deleted;
    },
  });
  // Due or not: this instance may have been down for days; only one running elsewhere right now stops it.
  await job.runNow();
  return { sweep: async () => (await job.runNow()) ?? 0, stop: () => job.stop() };
}
