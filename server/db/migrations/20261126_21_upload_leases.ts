import { type Kysely, sql } from 'kysely';

/**
 * Leases on unfinished upload claims, for several server instances on one database. The instance making
 * a summary holds its claim under its own id (`lease_owner`) until `lease_expires_at` (ISO 8601, UTC) and
 * renews it while it works; a claim whose lease has run out was left by an instance that stopped, and
 * any instance gives its credit back. Claims from before this migration have no lease: they count as
 * expired, which is what they are (their process has stopped). The partial index keeps the search for
 * expired claims to the few unfinished ones, however many finished keys the table holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload_requests').addColumn('lease_owner', 'text').execute();
  await db.schema.alterTable('upload_requests').addColumn('lease_expires_at', 'text').execute();
  await db.schema
    .createIndex('upload_requests_unfinished')
    .on('upload_requests')
    .column('lease_expires_at')
    .where(sql.ref('document_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('upload_requests_unfinished').execute();
  await db.schema.alterTable('upload_requests').dropColumn('lease_expires_at').execute();
  await db.schema.alterTable('upload_requests').dropColumn('lease_owner').execute();
}
