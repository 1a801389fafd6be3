import { type Kysely, sql } from 'kysely';
import type { DatabaseDialect } from '../dialect.ts';
import { autoId } from './portable.ts';

/**
 * Accounts: the users with their credit balances, and the long-lived API tokens of the desktop app.
 * Balances carry CHECK constraints so that no code path can ever store a negative number of credits.
 */
export async function up(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void> {
  const id = autoId(dialect);
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('oidc_subject', 'text', (column) => column.unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('free_documents_used', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`free_documents_used >= 0`),
    )
    .addColumn('paid_documents_available', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`paid_documents_available >= 0`),
    )
    .addColumn('ultra_large_100k_credits', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`ultra_large_100k_credits >= 0`),
    )
    .addColumn('ultra_large_500k_credits', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`ultra_large_500k_credits >= 0`),
    )
    .addColumn('ultra_large_1m_credits', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`ultra_large_1m_credits >= 0`),
    )
    .addColumn('subscription_active', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('subscription_expires_at', 'text')
    .addColumn('stripe_customer_id', 'text')
    .addColumn('is_admin', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the token: a leaked database does not leak usable tokens.
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user_id').on('api_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
  await db.schema.dropTable('users').execute();
}
