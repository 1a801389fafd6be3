import type { Kysely } from 'kysely';

/**
 * Request counters of the per-address limits (server/auth/rateLimits.ts): one row per limit and client
 * address, the requests counted in its current window and when that window ends (ISO 8601, UTC). In
 * the database rather than in memory, so that every server instance behind a load balancer counts the
 * same requests and a restart does not start a guesser afresh. Ended windows are deleted as new
 * requests come.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('resets_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_resets_at')
    .on('rate_limit_hits')
    .column('resets_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
