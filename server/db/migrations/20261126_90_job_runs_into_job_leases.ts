import type { Kysely } from 'kysely';

/**
 * One way to run a job once across server instances (issue #20): the promotional campaign's `job_runs`
 * (migration 20261126_31) did what `job_leases` does (20261126_22), so `job_leases` takes over what
 * only `job_runs` kept, the last run's start, end and result (for the admin's info box), and `job_runs`
 * goes. Its rows move over: the hourly campaign keeps its last run and is next due an hour after that
 * run began, as before; a lease in force stays in force.
 */

/** job_runs held the hourly promotional campaign only. */
const HOUR_MS = 60 * 60 * 1000;
/** What job_leases calls free: the Unix epoch (server/jobs/singletonJob.ts). */
const FREE = new Date(0).toISOString();

interface JobRunRow {
  name: string;
  lease_owner: string | null;
  lease_until: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_result_json: string | null;
}

interface JobLeaseRow {
  name: string;
  owner: string;
  locked_until: string;
  next_run_at: string;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_result_json: string | null;
}

/** The two tables as they are at this migration (not as server/db/schema.ts says they are now). */
type Tables = Kysely<{ job_runs: JobRunRow; job_leases: JobLeaseRow }>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Tables;
  for (const column of ['last_started_at', 'last_finished_at', 'last_result_json']) {
    await db.schema.alterTable('job_leases').addColumn(column, 'text').execute();
  }
  const runs = await db.selectFrom('job_runs').selectAll().execute();
  for (const run of runs) {
    await db
      .insertInto('job_leases')
      .values({
        name: run.name,
        owner: run.lease_owner ?? '',
        locked_until: run.lease_until ?? FREE,
        next_run_at: run.last_started_at
          ? new Date(Date.parse(run.last_started_at) + HOUR_MS).toISOString()
          : FREE,
        last_started_at: run.last_started_at,
        last_finished_at: run.last_finished_at,
        last_result_json: run.last_result_json,
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
  await db.schema.dropTable('job_runs').execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Tables;
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_result_json', 'text')
    .execute();
  // Only what job_runs ran (the campaign's runs leave a start), the lease given back as job_runs said it.
  const leases = await db
    .selectFrom('job_leases')
    .selectAll()
    .where('last_started_at', 'is not', null)
    .where('name', '=', 'promotional-emails')
    .execute();
  for (const lease of leases) {
    const live = lease.locked_until !== FREE;
    await db
      .insertInto('job_runs')
      .values({
        name: lease.name,
        lease_owner: live ? lease.owner : null,
        lease_until: live ? lease.locked_until : null,
        last_started_at: lease.last_started_at,
        last_finished_at: lease.last_finished_at,
        last_result_json: lease.last_result_json,
      })
      .execute();
  }
  await db.deleteFrom('job_leases').where('name', '=', 'promotional-emails').execute();
  for (const column of ['last_result_json', 'last_finished_at', 'last_started_at']) {
    await db.schema.alterTable('job_leases').dropColumn(column).execute();
  }
}
