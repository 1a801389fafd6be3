import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../dialect.ts';
import { autoId, nowIsoDefault } from './portable.ts';

/**
 * Survey answers (the dashboard's first-use survey and the /feedback page) and survey dismissals.
 * user_id is null for visitors (the /feedback page is linked from emails) and until sign-in exists.
 */
export async function up(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void> {
  const id = autoId(dialect);
  await db.schema
    .createTable('survey_responses')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'text')
    .addColumn('survey_type', 'text', (column) => column.notNull())
    .addColumn('response', 'text', (column) => column.notNull())
    .addColumn('other_text', 'text')
    .addColumn('session_id', 'text')
    .addColumn('document_name', 'text')
    .addColumn('source', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull().defaultTo(nowIsoDefault(dialect)))
    .execute();
  await db.schema
    .createIndex('survey_responses_session')
    .on('survey_responses')
    .column('session_id')
    .execute();
  await db.schema.createIndex('survey_responses_user').on('survey_responses').column('user_id').execute();
  await db.schema
    .createIndex('survey_responses_created')
    .on('survey_responses')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('survey_dismissals')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'text')
    .addColumn('survey_type', 'text', (column) => column.notNull())
    .addColumn('session_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull().defaultTo(nowIsoDefault(dialect)))
    .execute();
  await db.schema
    .createIndex('survey_dismissals_session')
    .on('survey_dismissals')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('survey_dismissals').execute();
  await db.schema.dropTable('survey_responses').execute();
}
