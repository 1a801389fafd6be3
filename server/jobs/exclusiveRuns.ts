import type { Database } from '../db/database.ts';

/**
 * Background jobs that must run once at a time over every server process sharing the database (the
 * promotional campaign). A run begins by taking the job's lease with a conditional UPDATE: it succeeds
 * only when no live lease is held (and, for a scheduled run, when the last run began at least
 * `everyMs` ago), so of several processes asking at once exactly one starts. A process that dies
 * mid-run leaves a lease that runs out after `leaseMs`.
 */

export interface RunClaim {
  name: string;
  owner: string;
  now: Date;
  leaseMs: number;
  /** A scheduled run: only when the last one began this long ago. Absent: whenever no run is live. */
  everyMs?: number;
}

/** Takes the lease; answers false when another run is live (or the scheduled one is not due). */
export async function beginExclusiveRun(db: Database, claim: RunClaim): Promise<boolean> {
  const at = claim.now.toISOString();
  await db
    .insertInto('job_runs')
    .values({ name: claim.name })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  let update = db
    .updateTable('job_runs')
    .set({
      lease_owner: claim.owner,
      lease_until: new Date(claim.now.getTime() + claim.leaseMs).toISOString(),
      last_started_at: at,
    })
    .where('name', '=', claim.name)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]));
  if (claim.everyMs !== undefined) {
    const due = new Date(claim.now.getTime() - claim.everyMs).toISOString();
    update = update.where((eb) =>
      eb.or([eb('last_started_at', 'is', null), eb('last_started_at', '<=', due)]),
    );
  }
  const taken = await update.returning('name').executeTakeFirst();
  return taken !== undefined;
}

/** Ends the run this owner holds, keeping its result for the admin screens. */
export async function endExclusiveRun(
  db: Database,
  { name, owner, now, result }: { name: string; owner: string; now: Date; result: unknown },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({
      lease_owner: null,
      lease_until: null,
      last_finished_at: now.toISOString(),
      last_result_json: JSON.stringify(result),
    })
    .where('name', '=', name)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function readRun(db: Database, name: string) {
  const row = await db.selectFrom('job_runs').selectAll().where('name', '=', name).executeTakeFirst();
  return {
    lastStartedAt: row?.last_started_at ?? null,
    lastFinishedAt: row?.last_finished_at ?? null,
    running: Boolean(row?.lease_until),
    lastResult: row?.last_result_json ? (JSON.parse(row.last_result_json) as Record<string, unknown>) : null,
  };
}
