import type { PullResponse, PushRow, SyncCheckpoint, SyncDocument } from '../../shared/api/sync.ts';
import { chosenRetention } from '../../shared/domain/index.ts';
import type { UserRow } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { type DocumentRow, storedSources } from '../documents/documentView.ts';
import { tombstone } from '../documents/tombstones.ts';

/** The replicated form of a row (tombstones carry no text). */
function toSyncDocument(row: DocumentRow): SyncDocument {
  const deleted = row.deleted === 1;
  return {
    id: row.id,
    filename: row.filename,
    wordCount: row.word_count,
    summaryWordCount: row.summary_word_count,
    language: row.language,
    level: row.level,
    summary: deleted ? '' : row.summary,
    stats: deleted ? {} : (JSON.parse(row.stats_json) as Record<string, unknown>),
    sources: deleted ? [] : storedSources(row.sources_json),
    retention: row.retention,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
    sequence: row.sync_seq,
    _deleted: deleted,
  };
}

/**
 * What the server answers for an id the user may not see (another user's, or none at all): a
 * tombstone that says nothing about any real document, so the client drops its copy.
 */
function refusedState(id: string): SyncDocument {
  return {
    id,
    filename: '',
    wordCount: 0,
    summaryWordCount: 0,
    language: '',
    level: 0,
    summary: '',
    stats: {},
    sources: [],
    retention: 'delete',
    expiresAt: null,
    createdAt: new Date(0).toISOString(),
    updatedAt: new Date(0).toISOString(),
    sequence: 0,
    _deleted: true,
  };
}

/** The user's changes after the checkpoint, oldest first. Only the user's own rows, tombstones included. */
export async function pullDocuments(options: {
  db: Database;
  user: UserRow;
  checkpoint: SyncCheckpoint;
  limit: number;
}): Promise<PullResponse> {
  const { db, user, checkpoint, limit } = options;
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', user.id)
    .where((eb) =>
      eb.or([
        eb('sync_seq', '>', checkpoint.sequence),
        eb.and([eb('sync_seq', '=', checkpoint.sequence), eb('id', '>', checkpoint.id)]),
      ]),
    )
    .orderBy('sync_seq', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  const last = rows.at(-1);
  return {
    documents: rows.map(toSyncDocument),
    checkpoint: last ? { sequence: last.sync_seq, id: last.id } : null,
  };
}

/** Fields no client may change: the server produced them (and credits paid for them). */
const SERVER_OWNED_FIELDS = [
  'wordCount',
  'summaryWordCount',
  'language',
  'level',
  'createdAt',
] as const satisfies readonly (keyof SyncDocument)[];

/**
 * Applies pushed changes. A client may change only what a user can: the file name, the retention, and
 * deletion. `summary` and `sources` are never written from a push and not compared: clients leave them
 * out, so a push stays small however long the summary is. The server wins every conflict: a row whose
 * assumedMasterState is not the server's current
 * state (compared by change number), or that touches a server-owned field, is not applied and the
 * server's state is answered instead. Ids the user does not own answer a bare tombstone.
 */
export async function pushDocuments(options: {
  db: Database;
  user: UserRow;
  rows: PushRow[];
  now: Date;
}): Promise<SyncDocument[]> {
  const { db, user, rows, now } = options;
  const conflicts: SyncDocument[] = [];
  for (const { assumedMasterState, newDocumentState } of rows) {
    const id = newDocumentState.id;
    const current = await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current || current.user_id !== user.id) {
      conflicts.push(refusedState(id));
      continue;
    }
    const master = toSyncDocument(current);
    if (master._deleted) {
      // Deletion is final; a second deletion is simply already done.
      if (!newDocumentState._deleted) conflicts.push(master);
      continue;
    }
    const touchesServerFields = SERVER_OWNED_FIELDS.some(
      (field) => newDocumentState[field] !== master[field],
    );
    if (!assumedMasterState || assumedMasterState.sequence !== master.sequence || touchesServerFields) {
      conflicts.push(master);
      continue;
    }
    const applied = await applyChange({ db, userId: user.id, master, next: newDocumentState, now });
    if (!applied) {
      // Changed between our read and our write: answer the newest state.
      const fresh = await db
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      conflicts.push(toSyncDocument(fresh));
    }
  }
  return conflicts;
}

async function applyChange(options: {
  db: Database;
  userId: string;
  master: SyncDocument;
  next: SyncDocument;
  now: Date;
}): Promise<boolean> {
  const { db, userId, master, next, now } = options;
  const filename = next.filename.trim() || master.filename;
  let changes: Record<string, unknown>;
  if (next._deleted) {
    changes = tombstone(now);
  } else {
    changes = {};
    if (filename !== master.filename) changes.filename = filename;
    if (next.retention !== master.retention) {
      changes.retention = next.retention;
      changes.expires_at = chosenRetention(next.retention, now).expiresAt;
    }
    if (Object.keys(changes).length === 0) return true;
  }
  const result = await db
    .updateTable('documents')
    .set(changes)
    .where('id', '=', master.id)
    .where('user_id', '=', userId)
    .where('sync_seq', '=', master.sequence)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
