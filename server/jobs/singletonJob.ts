import { type Clock, systemClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';

/**
 * The one way a background job runs once across every server instance sharing the database (decision
 * 022): one row per job in `job_leases`. An instance runs a job only after claiming its row with one
 * conditional upsert (free, and due unless asked for at once), which two instances can never both win,
 * on SQLite or PostgreSQL; while it runs, the instance renews its claim; when it ends, it frees the row,
 * sets when the job is next due (its start plus the interval) and keeps the run's start, end and result
 * for the admin screens. An instance that dies mid-run holds the job no longer than its lease: then
 * another takes it. Times are the job's clock: the wall clock, which the machines of a deployment
 * share, unless a job is given the server's clock so that a test may move it.
 *
 * For work made of many items (an outbox of emails), either run the sender as a singleton job and mark
 * each item done in the transaction that does it, or let every instance claim its own items with a
 * conditional UPDATE (the outbox does). For an effect that must happen once per period, also record the
 * period in a row with a unique key in the same transaction as the effect.
 */

export interface SingletonJobOptions<T> {
  db: Database;
  /** The job's name, unique among jobs. */
  name: string;
  /** This instance's id (unique per start). */
  owner: string;
  /** How often the job is due, counted from the start of its last run anywhere. */
  intervalMs: number;
  /** How often this instance looks whether it is due (default: a quarter of the interval, 1 s to 1 min). */
  checkEveryMs?: number;
  /** How long a claim holds unless renewed (renewed every third of it while the job runs). */
  leaseMs?: number;
  /** The job's clock (default: the wall clock). */
  now?: Clock;
  /**
   * Whether the job can run on this instance at all (a job that needs a setting the server lacks): when
   * not, the instance claims nothing and leaves the job to one that can.
   */
  enabled?: () => boolean;
  logger: Logger;
  /** The work; runs on one instance at a time. Its result is kept (as JSON) until the next run ends. */
  run: () => Promise<T>;
}

/** The job's last run anywhere, and whether a run is in progress (for the admin screens). */
interface SingletonJobStatus<T> {
  running: boolean;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  /** What the last finished run answered (as JSON gave it back); null when it failed or none ran. */
  lastResult: T | null;
}

export interface SingletonJob<T> {
  /** Runs the job here if it is due and no instance runs it; answers its result, or undefined if not run. */
  runIfDue(): Promise<T | undefined>;
  /**
   * Runs the job here now, due or not, after any run in progress here; answers its result, or undefined
   * when another instance is running it (or it cannot run here). A failed run rejects with its error.
   */
  runNow(): Promise<T | undefined>;
  status(): Promise<SingletonJobStatus<T>>;
  /** Stops the timer; answers once a run in progress here has finished. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;
/** `locked_until` of a job nobody runs: earlier than any clock, so a clock moved back finds it free. */
const FREE = new Date(0).toISOString();

type Outcome<T> = { ran: false } | { ran: true; value: T } | { ran: true; error: unknown };

export function startSingletonJob<T>(options: SingletonJobOptions<T>): SingletonJob<T> {
  const { db, name, owner, intervalMs, logger, run } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const now = options.now ?? systemClock;
  const leaseFrom = (at: Date) => new Date(at.getTime() + leaseMs).toISOString();

  /** Takes the job's row: free (its lease ran out or it was released) and, if asked, due. */
  async function claim(startedAt: Date, onlyIfDue: boolean): Promise<boolean> {
    const at = startedAt.toISOString();
    const until = leaseFrom(startedAt);
    const claimed = await db
      .insertInto('job_leases')
      .values({ name, owner, locked_until: until, next_run_at: at, last_started_at: at })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ owner, locked_until: until, last_started_at: at })
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

  /** Only while this instance still holds the row: one whose lease ran out may have been taken over. */
  const held = () => db.updateTable('job_leases').where('name', '=', name).where('owner', '=', owner);

  const renew = () =>
    held()
      .set({ locked_until: leaseFrom(now()) })
      .execute();

  const release = (startedAt: Date, result: { value: T } | undefined) =>
    held()
      .set({
        locked_until: FREE,
        next_run_at: new Date(startedAt.getTime() + intervalMs).toISOString(),
        last_finished_at: now().toISOString(),
        last_result_json: result?.value === undefined ? null : JSON.stringify(result.value),
      })
      .execute();

  async function claimAndRun(onlyIfDue: boolean): Promise<Outcome<T>> {
    if (options.enabled && !options.enabled()) return { ran: false };
    const startedAt = now();
    if (!(await claim(startedAt, onlyIfDue))) return { ran: false };
    const renewal = setInterval(() => {
      renew().catch((error: unknown) => logger.error({ err: error, job: name }, 'job lease renewal failed'));
    }, leaseMs / 3);
    renewal.unref();
    let outcome: Outcome<T>;
    try {
      outcome = { ran: true, value: await run() };
    } catch (error) {
      outcome = { ran: true, error };
      logger.error({ err: error, job: name }, 'background job failed');
    } finally {
      clearInterval(renewal);
    }
    await release(startedAt, 'value' in outcome ? outcome : undefined);
    return outcome;
  }

  let running: Promise<Outcome<T>> | undefined;
  const attempt = (onlyIfDue: boolean): Promise<Outcome<T>> => {
    running ??= claimAndRun(onlyIfDue)
      .catch((error: unknown): Outcome<T> => {
        // The database failed around the run (claim or release): the lease runs out by itself.
        logger.error({ err: error, job: name }, 'background job could not be claimed or released');
        return { ran: true, error };
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  /** Failures were logged where they happened: a timer's or runIfDue's caller only learns that none ran. */
  const quietly = async (onlyIfDue: boolean) => {
    const outcome = await attempt(onlyIfDue);
    return 'value' in outcome ? outcome.value : undefined;
  };

  const checkEveryMs = options.checkEveryMs ?? Math.min(60_000, Math.max(1000, Math.floor(intervalMs / 4)));
  const timer = setInterval(() => void quietly(true), checkEveryMs);
  timer.unref();
  return {
    runIfDue: () => quietly(true),
    async runNow() {
      // A run in progress here may have started before what the caller wants done: run again after it.
      await running;
      const outcome = await attempt(false);
      if ('error' in outcome) throw outcome.error;
      return outcome.ran ? outcome.value : undefined;
    },
    async status() {
      const row = await db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirst();
      return {
        running: row !== undefined && row.locked_until > now().toISOString(),
        lastStartedAt: row?.last_started_at ?? null,
        lastFinishedAt: row?.last_finished_at ?? null,
        lastResult: row?.last_result_json ? (JSON.parse(row.last_result_json) as T) : null,
      };
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
