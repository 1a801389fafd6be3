import type { Kysely } from 'kysely';

/**
 * Sign-in sessions (express-session's store, server/auth/sessionStore.ts): the session's JSON under its
 * id, and when it expires (ISO 8601, UTC), by which expired ones are swept. Databases made before this
 * migration already have the table, created the same way by the session store package used until then,
 * so it is created only when missing and the sessions in it stay signed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .ifNotExists()
    .addColumn('sid', 'text', (column) => column.notNull().primaryKey())
    .addColumn('sess', 'text', (column) => column.notNull())
    .addColumn('expire', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_expire').ifNotExists().on('sessions').column('expire').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
