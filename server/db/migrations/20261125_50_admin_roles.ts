import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../dialect.ts';
import { autoId } from './portable.ts';

/**
 * Roles and the audit log of the admin area. `is_owner` marks the admins who may also change credits
 * and remove accounts (SPEC's "one specific admin", without an id in the code); an owner is always an
 * admin too (the code that grants roles keeps both in step). Every change an admin makes is a row of
 * `admin_audit_log`: who (the account, or the command line, or ADMIN_EMAILS), what, to whom, the values
 * before and after (JSON), and when. The target is not a foreign key: the row outlives the account.
 */
export async function up(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void> {
  const id = autoId(dialect);
  await db.schema
    .alterTable('users')
    .addColumn('is_owner', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', id.type, id.build)
    .addColumn('actor_user_id', 'text')
    .addColumn('actor_label', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target_user_id', 'text')
    .addColumn('target_label', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('admin_audit_log_created')
    .on('admin_audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('admin_audit_log_target')
    .on('admin_audit_log')
    .column('target_user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_audit_log').execute();
  await db.schema.alterTable('users').dropColumn('is_owner').execute();
}
