import type { DistributeResults } from '../../shared/api/adminUsers.ts';
import { ADMIN } from '../../shared/domain/index.ts';
import type { Clock } from '../clock.ts';
import { grantCredits } from '../credits/grantCredits.ts';
import { type Database, inTransaction } from '../db/database.ts';
import { queueCreditsReceivedEmail } from '../email/creditEmails.ts';
import type { EmailContext } from '../email/emailContext.ts';
import { type AuditActor, recordAdminAction } from './auditLog.ts';

/**
 * The owner's "3 credits to every user" (SPEC sections 6 and 9), once per click: the click's
 * Idempotency-Key names the distribution (table credit_distributions) and each account's grant
 * (`distribution:<key>:<user>` in the credit ledger). A repeated request answers the first one's
 * result; one cut short is completed by the next with the same key, giving only to those not yet given.
 * Accounts are given in batches, each batch one transaction, so uploads and sign-ins are never held up
 * for long even with 100,000 accounts.
 */

const BATCH_SIZE = 200;
const ERRORS_KEPT = 100;

export interface DistributeOptions {
  db: Database;
  key: string;
  actor: Extract<AuditActor, { kind: 'user' }>;
  now: Clock;
  /** Mails each account given credits (SPEC: the distribution "also sends notification emails"). */
  email: EmailContext;
}

function resultOf(
  row: { total: number; successful: number; failed: number; emails_sent: number; errors_json: string },
  repeated: boolean,
): DistributeResults {
  return {
    total: row.total,
    successful: row.successful,
    failed: row.failed,
    emailsSent: row.emails_sent,
    errors: JSON.parse(row.errors_json) as string[],
    repeated,
  };
}

export async function distributeCredits({
  db,
  key,
  actor,
  now,
  email,
}: DistributeOptions): Promise<DistributeResults> {
  const startedAt = now().toISOString();
  const claimed = await db
    .insertInto('credit_distributions')
    .values({ key, actor_user_id: actor.userId, started_at: startedAt })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  const run = await db
    .selectFrom('credit_distributions')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (run.finished_at) return resultOf(run, true);

  // Ours, or one cut short: the accounts there were when it started, in id order, a batch at a time.
  const cutoff = run.started_at;
  const grantPrefix = `distribution:${key}:`;
  const { n: total } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '<=', cutoff)
    .executeTakeFirstOrThrow();
  let failed = 0;
  let emailsSent = 0;
  const errors: string[] = [];
  let after = '';
  for (;;) {
    const batch = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('created_at', '<=', cutoff)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute();
    if (batch.length === 0) break;
    after = batch[batch.length - 1]?.id ?? after;
    try {
      // Mails are queued in the batch's transaction: a batch rolled back tells nobody.
      emailsSent += await inTransaction(db, async (trx) => {
        let queued = 0;
        for (const user of batch) {
          await grantCredits({
            db: trx,
            userId: user.id,
            credits: { paid: ADMIN.distributionCreditsPerUser },
            reason: 'distribution',
            actorUserId: actor.userId,
            note: `Credit distribution by ${actor.email}`,
            key: `${grantPrefix}${user.id}`,
            now: now(),
          });
          if (await queueCreditsReceivedEmail(email, { userId: user.id, db: trx })) queued++;
        }
        return queued;
      });
      email.sender?.wake();
    } catch (error) {
      // A batch that fails gives nobody in it anything (one transaction); a later request with the
      // same key tries them again.
      failed += batch.length;
      const reason = error instanceof Error ? error.message : String(error);
      for (const user of batch) if (errors.length < ERRORS_KEPT) errors.push(`${user.email}: ${reason}`);
    }
  }

  // Counted from the ledger, so a run that completes an interrupted one reports the whole distribution.
  const { n: successful } = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('grant_key', 'like', `${grantPrefix}%`)
    .executeTakeFirstOrThrow();
  const finished = await inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('credit_distributions')
      .set({
        finished_at: now().toISOString(),
        total: Number(total),
        successful: Number(successful),
        failed,
        emails_sent: emailsSent,
        errors_json: JSON.stringify(errors),
      })
      .where('key', '=', key)
      .where('finished_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await recordAdminAction(trx, {
      actor,
      action: 'credits.distribute',
      target: null,
      after: {
        creditsPerUser: ADMIN.distributionCreditsPerUser,
        total: row.total,
        successful: row.successful,
        failed: row.failed,
      },
      now: now(),
    });
    return row;
  });
  if (finished) return resultOf(finished, !claimed);
  // A request with the same key finished it meanwhile: its answer is the distribution's.
  const stored = await db
    .selectFrom('credit_distributions')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return resultOf(stored, true);
}
