import type { Kysely } from 'kysely';

/**
 * Where each summary sentence came from, kept with the summary so the library can show source passages
 * on every device, long after the upload's answer is gone. `sources_json` is the upload answer's
 * `sources` array: each sentence's text, its UTF-16 offsets into the document's extracted text, the
 * similarity (Claude's sentences) and the shortened passage around it. The document itself is still
 * never stored: only those excerpts. Rows from before this migration have none ('[]'), and a deletion
 * clears them with the summary text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('sources_json', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('sources_json').execute();
}
