import { OUTBOX_FAILURES } from '../../shared/domain/index.ts';
import { type AuditActor, recordAdminAction } from '../admin/auditLog.ts';
import { type Database, inTransaction } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import type { EmailContext } from './emailContext.ts';

/**
 * The messages the outbox gave up on (a permanent refusal, or a temporary one that outlasted every
 * retry), for the admin to see and send again. A retry puts the same row back, never a copy: its dedupe
 * key and Message-ID stay, so it is still one message, delivered at most once by the claim in outbox.ts.
 */

/** SMTP errors can carry a whole transcript; the list shows the start of it. */
function shorten(error: string | null): string | null {
  if (error === null) return null;
  const flat = error.replace(/\s+/g, ' ').trim();
  return flat.length > OUTBOX_FAILURES.errorMax ? `${flat.slice(0, OUTBOX_FAILURES.errorMax - 1)}…` : flat;
}

/** GET /api/admin/email-failures: the newest failed messages (a failed row's last change is its failure). */
export async function listFailedMail(db: Database) {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('email_outbox')
      .select(['id', 'to_address', 'kind', 'subject', 'attempts', 'last_error', 'updated_at'])
      .where('status', '=', 'failed')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(OUTBOX_FAILURES.shownMax)
      .execute(),
    db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    failures: rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      kind: row.kind,
      subject: row.subject,
      attempts: row.attempts,
      lastError: shorten(row.last_error),
      failedAt: row.updated_at,
    })),
    total: Number(counted.total),
  };
}

/**
 * POST /api/admin/email-failures/:id/retry: failed → pending, due now, attempts back to 0 so it has
 * every retry again. The conditional UPDATE is the guard: of two clicks (or two admins), one moves the
 * row and the other finds it no longer failed (`email_not_failed`), so nothing is queued twice.
 */
export async function retryFailedMail(
  context: Pick<EmailContext, 'db' | 'now' | 'sender'>,
  { id, actor }: { id: number; actor: AuditActor },
) {
  const at = context.now();
  const retried = await inTransaction(context.db, async (trx) => {
    const row = await trx
      .updateTable('email_outbox')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: at.toISOString(),
        updated_at: at.toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .returning(['id', 'to_address', 'kind', 'subject', 'user_id', 'last_error'])
      .executeTakeFirst();
    if (!row) return undefined;
    await recordAdminAction(trx, {
      actor,
      action: 'email.retry',
      target: row.user_id ? { userId: row.user_id, email: row.to_address } : null,
      before: { status: 'failed', lastError: shorten(row.last_error) },
      after: { status: 'pending', message: row.id, kind: row.kind, subject: row.subject },
      now: at,
    });
    return row;
  });
  if (!retried) {
    const exists = await context.db
      .selectFrom('email_outbox')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    throw new AppError(exists ? 'email_not_failed' : 'not_found');
  }
  context.sender?.wake();
  return { retried: { id: retried.id, to: retried.to_address, subject: retried.subject } };
}
