import { sql } from 'kysely';
import { type Database, inTransaction } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { type AuditActor, recordAdminAction } from './auditLog.ts';

/**
 * An owner removes an account for good. Gone: the account, its sessions and API tokens, its summaries
 * (and so its synced library), upload keys, ledger, subscriptions and survey dismissals. Kept without
 * anything that points at a person: its payments (the books; user_id set to null by the foreign key),
 * its survey answers (the statistics), and the audit log's entries about it (their email cleared).
 * Nobody removes themselves or the last owner.
 */

/** Subscription states after which Stripe never charges again. */
const FINAL_SUBSCRIPTION_STATES = ['canceled', 'incomplete_expired'];

export interface RemoveAccountOptions {
  db: Database;
  userId: string;
  actor: Extract<AuditActor, { kind: 'user' }>;
  now: Date;
  /**
   * Cancels subscriptions at Stripe at once, so a removed account is never charged again; undefined on a
   * server without Stripe keys (an account with a renewing subscription is then refused).
   */
  cancelSubscriptions: ((subscriptionIds: string[]) => Promise<void>) | undefined;
}

/** `"passport":{"user":"<id>"}` as express-session stores a signed-in session, for LIKE. */
function sessionPattern(userId: string): string {
  const text = `"passport":{"user":${JSON.stringify(userId)}}`;
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function removeAccount(options: RemoveAccountOptions): Promise<{ paymentsKept: number }> {
  const { db, userId, actor, now } = options;
  if (actor.userId === userId) throw new AppError('cannot_remove_self');
  const exists = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!exists) throw new AppError('not_found', 'No such account.');

  // Stripe first, outside the transaction: if it cannot be reached nothing is removed, and a retry
  // cancels again harmlessly.
  const renewing = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'not in', FINAL_SUBSCRIPTION_STATES)
    .where('cancel_at_period_end', '=', 0)
    .execute();
  if (renewing.length > 0) {
    if (!options.cancelSubscriptions) {
      throw new AppError(
        'payments_not_configured',
        'This account has a subscription that renews at Stripe, and this server has no Stripe keys to cancel it.',
      );
    }
    await options.cancelSubscriptions(renewing.map((row) => row.id));
  }

  return inTransaction(db, async (trx) => {
    // The owners' rows are locked before they are counted: of two owners removing each other at the
    // same moment, the second waits, then finds it would remove the last owner (decision 022).
    const owners = await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('is_owner', '=', 1)
      .returning('id')
      .execute();
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('not_found', 'No such account.');
    if (user.is_owner && owners.every((owner) => owner.id === userId)) throw new AppError('last_owner');
    const counted = (table: 'payments' | 'documents') =>
      trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    const [paymentsKept, documents] = [await counted('payments'), await counted('documents')];

    await trx
      .deleteFrom('sessions')
      .where(sql<boolean>`sess like ${sessionPattern(userId)} escape '\\'`)
      .execute();
    await trx.updateTable('survey_responses').set({ user_id: null }).where('user_id', '=', userId).execute();
    await trx.deleteFrom('survey_dismissals').where('user_id', '=', userId).execute();
    await trx
      .updateTable('admin_audit_log')
      .set({ target_label: null })
      .where('target_user_id', '=', userId)
      .execute();
    // Cascades to tokens, summaries, upload keys, ledger and subscriptions; payments keep their row.
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    await recordAdminAction(trx, {
      actor,
      action: 'user.remove',
      target: { userId, email: null },
      before: {
        admin: Boolean(user.is_admin || user.is_owner),
        owner: Boolean(user.is_owner),
        paidCredits: user.paid_documents_available,
        summaries: documents,
      },
      after: { removed: true, paymentsKept },
      now,
    });
    return { paymentsKept };
  });
}
