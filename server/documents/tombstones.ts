import { SYNC } from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';

/**
 * What a deleted summary's row becomes: marked deleted, its text and statistics gone, no expiry. The
 * row (id, owner, name, counts) stays so devices that replicate the library learn of the deletion.
 */
export function tombstone(now: Date) {
  return {
    deleted: 1,
    deleted_at: now.toISOString(),
    summary: '',
    stats_json: '{}',
    expires_at: null,
  } as const;
}

/** Removes tombstones older than SYNC.tombstoneKeep for good. */
export async function purgeTombstones({ db, now }: { db: Database; now: Date }): Promise<number> {
  const result = await db
    .deleteFrom('documents')
    .where('deleted', '=', 1)
    .where('deleted_at', '<=', new Date(now.getTime() - SYNC.tombstoneKeep).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
