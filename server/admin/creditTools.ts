import { grantCredits } from '../credits/grantCredits.ts';
import { type Database, inTransaction } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { type AuditActor, recordAdminAction } from './auditLog.ts';

/**
 * The owner's credit tools on one account: add 1-100 paid credits, or reset them to 0. Each change goes
 * through grantCredits (so the credit ledger has it) and into the audit log, in one transaction.
 */

interface CreditToolOptions {
  db: Database;
  userId: string;
  actor: Extract<AuditActor, { kind: 'user' }>;
  now: Date;
}

async function targetOf(trx: Database, userId: string) {
  const target = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!target) throw new AppError('not_found', 'No such account.');
  return { userId: target.id, email: target.email };
}

export async function addCredits({
  db,
  userId,
  actor,
  now,
  credits,
}: CreditToolOptions & { credits: number }) {
  await inTransaction(db, async (trx) => {
    const target = await targetOf(trx, userId);
    const grant = await grantCredits({
      db: trx,
      userId,
      credits: { paid: credits },
      reason: 'admin_grant',
      actorUserId: actor.userId,
      note: `Added by ${actor.email}`,
      now,
    });
    await recordAdminAction(trx, {
      actor,
      action: 'credits.add',
      target,
      before: { paidCredits: grant.balance.paid - (grant.applied.paid ?? 0) },
      after: { paidCredits: grant.balance.paid },
      now,
    });
  });
}

export async function resetCredits({ db, userId, actor, now }: CreditToolOptions) {
  await inTransaction(db, async (trx) => {
    const target = await targetOf(trx, userId);
    // Takes back more than anybody holds: grantCredits stops at zero and records what it took, all
    // under its own row lock, so a purchase landing meanwhile cannot leave a remainder.
    const grant = await grantCredits({
      db: trx,
      userId,
      credits: { paid: -Number.MAX_SAFE_INTEGER },
      reason: 'admin_reset',
      actorUserId: actor.userId,
      note: `Reset to 0 by ${actor.email}`,
      now,
    });
    await recordAdminAction(trx, {
      actor,
      action: 'credits.reset',
      target,
      before: { paidCredits: grant.balance.paid - (grant.applied.paid ?? 0) },
      after: { paidCredits: grant.balance.paid },
      now,
    });
  });
}
