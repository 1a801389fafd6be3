import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../dialect.ts';
import { autoId } from './portable.ts';

/**
 * Email (issue #19). `email_outbox`: every message is a row before it is a send; `dedupe_key` is unique,
 * so asking twice for one message (a retried request, two servers) makes one row, and a row is sent at
 * most once. A sender claims a row by a conditional UPDATE that sets `lease_until` (a row whose lease ran
 * out, its sender having died, may be claimed again); temporary failures wait until `next_attempt_at`.
 * `email_preferences`: the marketing choice of an account (a row only once it was changed).
 * `password_reset_tokens`: the SHA-256 of each reset link's token, its expiry and when it was used.
 * Times are ISO 8601 strings in UTC, so ordering them as text orders them in time on any database.
 */
export async function up(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void> {
  const id = autoId(dialect);
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', id.type, id.build)
    .addColumn('dedupe_key', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text')
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('html', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('headers_json', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('message_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('email_outbox_due')
    .on('email_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('email_outbox_user').on('email_outbox').column('user_id').execute();

  await db.schema
    .createTable('email_preferences')
    .addColumn('user_id', 'text', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('marketing_opt_out', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user')
    .on('password_reset_tokens')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('email_preferences').execute();
  await db.schema.dropTable('email_outbox').execute();
}
