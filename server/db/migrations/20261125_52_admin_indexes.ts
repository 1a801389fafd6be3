import type { Kysely } from 'kysely';

/**
 * The admin area reads users newest first (the All Users table, sign-ups per day, the signup monitor):
 * with 100,000 users that needs an index (payments are indexed by time in their own migration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_created_at').execute();
}
