import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';

/**
 * Background jobs that run on one server instance at a time and once per interval across all of them,
 * however many instances share the database (table job_leases, one row per job). An instance runs a
 * job only after claiming its row with one conditional upsert (free and due), which two instances can
 * never both win, on SQLite or PostgreSQL; while it runs, the instance renews its claim; when it ends,
 * it frees the row and sets when the job is next due. An instance that dies mid-run holds the job no
 * longer than its lease: then another takes it. Times are the wall clock's, which the machines of a
 * deployment share; the job's own work reads the server's clock as usual.
 *
 * For work made of many items (an outbox of emails), run the sender as a singleton job and mark each
 * item done in the transaction that does it; for an effect that must happen once per period (the hourly
 * promotional email), also record the period in a row with a unique key in the same transaction as
 * the effect (decision 022).
 */

export interface SingletonJobOptions<T> {
  db: Database;
  /** The job's name, unique among jobs. */
  name: string;
  /** This instance's id (unique per start). */
  owner: string;
  /** How often the job is due, counted from the start of its last run anywhere. */
  intervalMs: number;
  /** How long a claim holds unless renewed (renewed every third of it while the job runs). */
  leaseMs?: number;
  logger: Logger;
  /** The work; runs on one instance at a time. */
  run: () => Promise<T>;
}

export interface SingletonJob<T> {
  /** Runs the job here if it is due and no instance runs it; answers its result, or undefined if not run. */
  runIfDue(): Promise<T | undefined>;
  /** Runs the job here now unless an instance is running it (then undefined), due or not. */
  runNow(): Promise<T | undefined>;
  /** Stops the timer; answers once a run in progress here has finished. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;

async function claim(
  db: Database,
  { name, owner, leaseMs, onlyIfDue }: { name: string; owner: string; leaseMs: number; onlyIfDue: boolean },
): Promise<boolean> {
  const now = new Date();
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const claimed = await db
    .insertInto('job_leases')
    .values({ name, owner, locked_until: until, next_run_at: at })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ owner, locked_until: until })
        .where((eb) =>
          onlyIfDue
            ? eb.and([eb('job_leases.locked_until', '<=', at), eb('job_leases.next_run_at', '<=', at)])
            : eb('job_leases.locked_until', '<=', at),
        ),
    )
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

async function renew(db: Database, name: string, owner: string, leaseMs: number): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ locked_until: new Date(Date.now() + leaseMs).toISOString() })
    .where('name', '=', name)
    .where('owner', '=', owner)
    .execute();
}

async function release(db: Database, name: string, owner: string, nextRunAt: Date): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ locked_until: new Date().toISOString(), next_run_at: nextRunAt.toISOString() })
    .where('name', '=', name)
    .where('owner', '=', owner)
    .execute();
}

/**
 * Starts trying the job on a timer (every quarter of its interval, between 1 s and 1 minute, so that it
 * runs soon after it is due whichever instance's timer comes first). Nothing runs until the first tick
 * or runIfDue().
 */
export function startSingletonJob<T>(options: SingletonJobOptions<T>): SingletonJob<T> {
  const { db, name, owner, intervalMs, logger, run } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let running: Promise<T | undefined> | undefined;

  const attempt = (onlyIfDue: boolean): Promise<T | undefined> => {
    running ??= (async () => {
      const startedAt = new Date();
      if (!(await claim(db, { name, owner, leaseMs, onlyIfDue }))) return undefined;
      const renewal = setInterval(() => {
        renew(db, name, owner, leaseMs).catch((error: unknown) =>
          logger.error({ err: error, job: name }, 'job lease renewal failed'),
        );
      }, leaseMs / 3);
      renewal.unref();
      try {
        return await run();
      } finally {
        clearInterval(renewal);
        await release(db, name, owner, new Date(startedAt.getTime() + intervalMs));
      }
    })()
      .catch((error: unknown) => {
        logger.error({ err: error, job: name }, 'background job failed');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const tickMs = Math.min(60_000, Math.max(1000, Math.floor(intervalMs / 4)));
  const timer = setInterval(() => void attempt(true), tickMs);
  timer.unref();
  return {
    runIfDue: () => attempt(true),
    async runNow() {
      // A run in progress here may have started before what the caller wants done: run again after it.
      await running;
      return attempt(false);
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
