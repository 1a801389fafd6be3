import { type Kysely, sql } from 'kysely';

/**
 * Idempotency keys of uploads (the `Idempotency-Key` header of /api/upload and /api/upload-text): one row
 * per key and account, claimed in the same transaction that reserves the upload's credit, so a repeated
 * request never pays or summarizes twice. `document_id` is null while the summary is being made and is
 * set in the transaction that saves the document. `credit_used` is what the claim reserved, so a claim
 * left by a server that stopped mid-summary can be given back. A table of its own rather than a column
 * of `documents`: the key must outlive the document (a deleted summary's key answers 410, never a new
 * summary), and a claim exists before its document does. Rows go with their account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_requests')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (column) => column.notNull())
    // SHA-256 of what was asked (route, level, name, the document's bytes or text): the same key with
    // another document is refused rather than answered with the wrong summary.
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('document_id', 'text')
    .addColumn('credit_used', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('upload_requests_user_request', ['user_id', 'request_id'])
    .execute();
  await sql`CREATE INDEX upload_requests_created ON upload_requests (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_requests').execute();
}
