import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { startSingletonJob } from '../jobs/singletonJob.ts';
import type { Logger } from '../logger.ts';
import { pruneRawEvents, rollUpFinishedDays } from './rollups.ts';
import { saltOfDay, utcDay } from './visitors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the job looks for a finished day, a salt to rotate and events to forget. */
const INTERVAL_MS = 10 * 60 * 1000;

export interface AnalyticsJob {
  /** Runs once now (unless another instance is running it at this moment). */
  run(): Promise<void>;
  /** Stops the timers; answers when a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * The analytics' housekeeping, in the background: rolls up each day once it is over (so the admin
 * pages never wait for it), makes today's salt and deletes yesterday's even when nobody visited, and
 * forgets raw events older than the longest range. Every step is safe to repeat, and it runs on one
 * instance at a time across all that share the database (a singleton job).
 */
export function startAnalyticsJob({
  db,
  owner,
  now,
  logger,
}: {
  db: Database;
  /** This instance's id among those sharing the database. */
  owner: string;
  now: Clock;
  logger: Logger;
}): AnalyticsJob {
  const job = startSingletonJob({
    db,
    name: 'analytics-housekeeping',
    owner,
    intervalMs: INTERVAL_MS,
    logger,
    run: async () => {
      const at = now();
      await saltOfDay(db, utcDay(at));
      const rolled = await rollUpFinishedDays(db, utcDay(new Date(at.getTime() - 90 * DAY_MS)), at);
      const pruned = await pruneRawEvents(db, at);
      if (rolled > 0 || pruned > 0) logger.info({ rolled, pruned }, 'analytics days rolled up');
    },
  });
  const first = setTimeout(() => void job.runIfDue(), 1000);
  first.unref();
  return {
    run: async () => {
      await job.runNow();
    },
    stop: async () => {
      clearTimeout(first);
      await job.stop();
    },
  };
}
