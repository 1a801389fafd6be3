import type { Kysely } from 'kysely';

/**
 * The owner's "3 credits to everybody" (issue #18): one row per click, keyed by the click's
 * Idempotency-Key. A repeated click finds its row and answers the first result instead of giving again;
 * a distribution cut short (a restart) is finished by the next request with the same key, and each
 * account's grant is keyed in the credit ledger too, so nobody is given twice either way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_distributions')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('actor_user_id', 'text', (column) => column.references('users.id').onDelete('set null'))
    // Accounts made up to this moment (ISO 8601) are given the credits.
    .addColumn('started_at', 'text', (column) => column.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('total', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('successful', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('emails_sent', 'integer', (column) => column.notNull().defaultTo(0))
    // JSON array of one line per failed account.
    .addColumn('errors_json', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_distributions').execute();
}
