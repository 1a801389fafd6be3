import { chosenRetention, deletedOnLeaving } from '../../shared/domain/index.ts';
import { hasActiveSubscription, type UserRow } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import type { DocumentRetention } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import type { DocumentRow } from './documentView.ts';
import { tombstone } from './tombstones.ts';

/**
 * The signed-in user's own summaries. Every function takes the user and looks the document up by id AND
 * owner: another user's id answers 404, exactly like an id that does not exist.
 */

interface OwnDocumentOptions {
  db: Database;
  user: UserRow;
  documentId: string;
}

export async function listDocuments({ db, user }: { db: Database; user: UserRow }): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('deleted', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function getDocument({ db, user, documentId }: OwnDocumentOptions): Promise<DocumentRow> {
  const row = await db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .where('user_id', '=', user.id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'Document not found');
  return row;
}

/** Subscribers keep a summary for good (retain) or let it go when they leave the page (delete). */
export async function setDocumentRetention({
  db,
  user,
  documentId,
  action,
  now,
}: OwnDocumentOptions & { action: DocumentRetention; now: Date }): Promise<DocumentRow> {
  const document = await getDocument({ db, user, documentId });
  if (!hasActiveSubscription(user, now)) {
    throw new AppError(
      'forbidden',
      'Saving summaries is part of Endless Summer. Subscribe to keep your summaries.',
    );
  }
  const { expiresAt } = chosenRetention(action, now);
  await db
    .updateTable('documents')
    .set({ retention: action, expires_at: expiresAt })
    .where('id', '=', document.id)
    .where('user_id', '=', user.id)
    .execute();
  return { ...document, retention: action, expires_at: expiresAt };
}

/** Leaves a tombstone (text removed) so the deletion replicates to the user's other devices. */
export async function deleteDocument({
  db,
  user,
  documentId,
  now,
}: OwnDocumentOptions & { now: Date }): Promise<void> {
  const result = await db
    .updateTable('documents')
    .set(tombstone(now))
    .where('id', '=', documentId)
    .where('user_id', '=', user.id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('not_found', 'Document not found');
}

/**
 * The page-leave signal: deletes the summary unless it is kept (retained, or an XL summary that stays
 * its 24 hours). Answers whether it was deleted.
 */
export async function leaveDocument({
  db,
  user,
  documentId,
  now,
}: OwnDocumentOptions & { now: Date }): Promise<boolean> {
  const document = await getDocument({ db, user, documentId });
  if (!deletedOnLeaving({ retention: document.retention, creditUsed: document.credit_used })) return false;
  await deleteDocument({ db, user, documentId, now });
  return true;
}
