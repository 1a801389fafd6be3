import { SYNC } from '../../shared/domain/index.ts';
import { type Database, inTransaction } from '../db/database.ts';

/**
 * What a deleted summary's row becomes: marked deleted, its text, statistics and sources gone, no expiry. The
 * row (id, owner, name, counts) stays so devices that replicate the library learn of the deletion.
 */
export function tombstone(now: Date) {
  return {
    deleted: 1,
    deleted_at: now.toISOString(),
    summary: '',
    stats_json: '{}',
    sources_json: '[]',
    expires_at: null,
  } as const;
}

/**
 * Removes tombstones older than SYNC.tombstoneKeep for good, and remembers the highest change number
 * purged (`documents_purged` in sync_counters): a device whose checkpoint is older may have missed a
 * deletion and must read its library again (the pull route answers 409 sync_checkpoint_expired).
 */
export async function purgeTombstones({ db, now }: { db: Database; now: Date }): Promise<number> {
  return inTransaction(db, async (trx) => {
    const cutoff = new Date(now.getTime() - SYNC.tombstoneKeep).toISOString();
    const purged = await trx
      .selectFrom('documents')
      .select((eb) => eb.fn.max('sync_seq').as('highest'))
      .where('deleted', '=', 1)
      .where('deleted_at', '<=', cutoff)
      .executeTakeFirst();
    if (purged?.highest == null) return 0;
    await trx
      .insertInto('sync_counters')
      .values({ name: 'documents_purged', value: purged.highest })
      // Only ever raised (a later sweep may purge less); SQLite's two-argument max() is not Postgres's.
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet((eb) => ({ value: eb.ref('excluded.value') }))
          .where('sync_counters.value', '<', (eb) => eb.ref('excluded.value')),
      )
      .execute();
    const result = await trx
      .deleteFrom('documents')
      .where('deleted', '=', 1)
      .where('deleted_at', '<=', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** The highest change number of a purged tombstone (0: none purged yet). */
export async function purgedThrough(db: Database): Promise<number> {
  const row = await db
    .selectFrom('sync_counters')
    .select('value')
    .where('name', '=', 'documents_purged')
    .executeTakeFirst();
  return row?.value ?? 0;
}
