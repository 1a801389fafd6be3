import type { Kysely } from 'kysely';

/**
 * Promotional campaigns (issue #19). `job_runs`: one row per background job that must run once at a time
 * over all server processes; a run starts by a conditional UPDATE that takes the lease (`lease_until` in
 * the past or empty) and, for a scheduled run, finds the last start an hour old. `promotion_codes`: the
 * discount code mailed to one user for one campaign (unique per user and campaign: the campaign's "not
 * yet sent"), honoured once by the checkout (`redeemed_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_result_json', 'text')
    .execute();

  await db.schema
    .createTable('promotion_codes')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('campaign', 'text', (column) => column.notNull())
    .addColumn('percent_off', 'integer', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('redeemed_at', 'text')
    .addColumn('redeemed_for', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('promotion_codes_user_campaign', ['user_id', 'campaign'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotion_codes').execute();
  await db.schema.dropTable('job_runs').execute();
}
