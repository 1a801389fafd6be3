import { type Kysely, sql } from 'kysely';
import { CHANNELS } from '../channels.ts';
import type { DatabaseDialect } from '../dialect.ts';

/**
 * Replication of the summary library. Every change to a summary gets a number from one counter
 * (`sync_seq`, strictly increasing, never reused even after purges), so a client's checkpoint
 * {sequence, id} finds exactly the changes it has not seen. Triggers assign it, so every writer
 * (upload, retention, sweeper, sync push) is covered without having to remember. Deleting a summary
 * keeps a tombstone row (`deleted = 1`, summary text removed) so the deletion replicates; tombstones
 * are purged after SYNC.tombstoneKeep.
 *
 * On PostgreSQL the same rule is one BEFORE trigger, which also announces the change to every server
 * instance (NOTIFY summer_documents with the owner's id, delivered when the transaction commits). The
 * counter's row stays locked until the writing transaction ends, so numbers become visible in the order
 * they were given: a device that has seen change 12 can never later find a change 11.
 */
export async function up(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void> {
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

  if (dialect === 'postgres') {
    await createPostgresTrigger(db);
    return;
  }
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

async function createPostgresTrigger(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION documents_sync_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.sync_seq <> OLD.sync_seq THEN
        RETURN NEW;
      END IF;
      UPDATE sync_counters SET value = value + 1 WHERE name = 'documents' RETURNING value INTO NEW.sync_seq;
      NEW.updated_at := to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
      PERFORM pg_notify(${sql.lit(CHANNELS.documents)}, NEW.user_id);
      RETURN NEW;
    END
    $$`.execute(db);
  await sql`CREATE TRIGGER documents_sync_stamp BEFORE INSERT OR UPDATE ON documents
    FOR EACH ROW EXECUTE FUNCTION documents_sync_stamp()`.execute(db);
}

export async function down(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`DROP TRIGGER documents_sync_stamp ON documents`.execute(db);
    await sql`DROP FUNCTION documents_sync_stamp()`.execute(db);
  } else {
    await sql`DROP TRIGGER documents_sync_update`.execute(db);
    await sql`DROP TRIGGER documents_sync_insert`.execute(db);
  }
  await db.schema.dropIndex('documents_sync_seq').execute();
  await db.schema.dropIndex('documents_user_sync').execute();
  for (const column of ['deleted_at', 'deleted', 'updated_at', 'sync_seq']) {
    await db.schema.alterTable('documents').dropColumn(column).execute();
  }
  await db.schema.dropTable('sync_counters').execute();
}
