import type { Kysely } from 'kysely';

/**
 * Summaries of documents. The original document is never stored: only its name, counts, the summary and
 * its statistics. `expires_at` is when the retention sweeper deletes the row (null: kept until deleted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filename', 'text', (column) => column.notNull())
    .addColumn('word_count', 'integer', (column) => column.notNull())
    .addColumn('summary_word_count', 'integer', (column) => column.notNull())
    .addColumn('summary', 'text', (column) => column.notNull())
    .addColumn('stats_json', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('level', 'integer', (column) => column.notNull())
    .addColumn('credit_used', 'text', (column) => column.notNull())
    .addColumn('retention', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('documents_user_created')
    .on('documents')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('documents_expires_at').on('documents').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}
