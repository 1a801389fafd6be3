import type { Kysely } from 'kysely';

/**
 * Background jobs that must run on one server instance at a time, and once per interval across all of
 * them (server/jobs/singletonJob.ts): the retention sweeper, the analytics roll-up, and whatever later
 * features schedule. One row per job: which instance runs it (`owner`), until when that claim holds
 * unless renewed (`locked_until`), and when the job is next due (`next_run_at`); times ISO 8601, UTC.
 * A row in the database rather than a lock in memory, so it holds between machines and outlives a
 * crash by no more than its lease.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('owner', 'text', (column) => column.notNull())
    .addColumn('locked_until', 'text', (column) => column.notNull())
    .addColumn('next_run_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
