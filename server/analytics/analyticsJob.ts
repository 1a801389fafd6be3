import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { pruneRawEvents, rollUpFinishedDays } from './rollups.ts';
import { saltOfDay, utcDay } from './visitors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the job looks for a finished day, a salt to rotate and events to forget. */
const INTERVAL_MS = 10 * 60 * 1000;

export interface AnalyticsJob {
  /** Runs once now (also what the interval runs). */
  run(): Promise<void>;
  /** Stops the timers; answers when a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * The analytics' housekeeping, in the background: rolls up each day once it is over (so the admin
 * pages never wait for it), makes today's salt and deletes yesterday's even when nobody visited, and
 * forgets raw events older than the longest range. Everything it needs is in the database, so several
 * server instances may run it at once.
 */
export function startAnalyticsJob({
  db,
  now,
  logger,
}: {
  db: Database;
  now: Clock;
  logger: Logger;
}): AnalyticsJob {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= (async () => {
      const at = now();
      await saltOfDay(db, utcDay(at));
      const rolled = await rollUpFinishedDays(db, utcDay(new Date(at.getTime() - 90 * DAY_MS)), at);
      const pruned = await pruneRawEvents(db, at);
      if (rolled > 0 || pruned > 0) logger.info({ rolled, pruned }, 'analytics days rolled up');
    })()
      .catch((error: unknown) => logger.error({ err: error }, 'analytics housekeeping failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(() => void run(), 1000);
  first.unref();
  const timer = setInterval(() => void run(), INTERVAL_MS);
  timer.unref();
  return {
    run,
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
