import { type Kysely, sql } from 'kysely';

/**
 * Replication of the summary library. Every change to a summary gets a number from one counter
 * (`sync_seq`, strictly increasing, never reused even after purges), so a client's checkpoint
 * {sequence, id} finds exactly the changes it has not seen. Triggers assign it, so every writer
 * (upload, retention, sweeper, sync push) is covered without having to remember. Deleting a summary
 * keeps a tombstone row (`deleted = 1`, summary text removed) so the deletion replicates; tombstones
 * are purged after SYNC.tombstoneKeep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_counters')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'integer', (column) => column.notNull())
    .execute();
  await sql`INSERT INTO sync_counters (name, value) VALUES ('documents', 0)`.execute(db);

  await db.schema
    .alterTable('documents')
    .addColumn('sync_seq', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('documents').addColumn('updated_at', 'text').execute();
  await db.schema
    .alterTable('documents')
    .addColumn('deleted', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('documents').addColumn('deleted_at', 'text').execute();

  // Rows written before this migration: numbered in creation order.
  await sql`UPDATE documents SET updated_at = created_at`.execute(db);
  await sql`
    UPDATE documents SET sync_seq = (
      SELECT COUNT(*) FROM documents AS earlier
      WHERE earlier.created_at < documents.created_at
        OR (earlier.created_at = documents.created_at AND earlier.id <= documents.id)
    )`.execute(db);
  await sql`UPDATE sync_counters SET value = (SELECT COUNT(*) FROM documents) WHERE name = 'documents'`.execute(
    db,
  );

  await db.schema
    .createIndex('documents_user_sync')
    .on('documents')
    .columns(['user_id', 'sync_seq'])
    .execute();
  await db.schema.createIndex('documents_sync_seq').on('documents').column('sync_seq').execute();

  const stamp = sql.raw(`
    UPDATE sync_counters SET value = value + 1 WHERE name = 'documents';
    UPDATE documents SET
      sync_seq = (SELECT value FROM sync_counters WHERE name = 'documents'),
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.id;`);
  await sql`CREATE TRIGGER documents_sync_insert AFTER INSERT ON documents BEGIN ${stamp} END`.execute(db);
  // The guard (sync_seq unchanged) keeps the trigger's own update from counting again.
  await sql`CREATE TRIGGER documents_sync_update AFTER UPDATE ON documents
    WHEN NEW.sync_seq = OLD.sync_seq BEGIN ${stamp} END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER documents_sync_update`.execute(db);
  await sql`DROP TRIGGER documents_sync_insert`.execute(db);
  await db.schema.dropIndex('documents_sync_seq').execute();
  await db.schema.dropIndex('documents_user_sync').execute();
  for (const column of ['deleted_at', 'deleted', 'updated_at', 'sync_seq']) {
    await db.schema.alterTable('documents').dropColumn(column).execute();
  }
  await db.schema.dropTable('sync_counters').execute();
}
