import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
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
  /** Runs one sweep now (also what the interval runs). */
  sweep(): Promise<number>;
  stop(): void;
}

/**
 * Sweeps at start-up (before answering: the server never serves an expired summary) and then on an
 * interval. Nothing is kept in memory between sweeps, so summaries that expired while the server was
 * down go at the first sweep after it is back.
 */
export async function startRetentionSweeper(options: {
  db: Database;
  intervalMs: number;
  now: Clock;
  logger: Logger;
}): Promise<RetentionSweeper> {
  const { db, intervalMs, now, logger } = options;
  let running: Promise<number> | undefined;
  const sweep = () => {
    running ??= sweepExpiredDocuments({ db, now: now() })
      .then((deleted) => {
        if (deleted > 0) logger.info({ deleted }, 'expired summaries deleted');
        return deleted;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'retention sweep failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  await sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
