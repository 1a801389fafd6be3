import type { Kysely } from 'kysely';

/**
 * Failed sign-ins, counted per account and client address (server/auth/signInThrottle.ts): rows, not
 * memory, so a restart forgets nothing and several servers share the count. After a few failures the
 * pair must wait before trying again (the wait doubles with each failure), instead of the account being
 * locked for everyone: its owner, signing in from another address, is never held up by a guesser.
 * `throttle_key` is the normalized email and the address; times are ISO 8601 in UTC.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('throttle_key', 'text', (column) => column.notNull().primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('last_failed_at', 'text', (column) => column.notNull())
    .addColumn('blocked_until', 'text')
    .execute();
  await db.schema
    .createIndex('sign_in_failures_last')
    .on('sign_in_failures')
    .column('last_failed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
}
