import { createHash } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import { type EmailKind, OUTBOX_RETRY, retryDelayMs } from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';
import type { EmailOutboxTable } from '../db/schema.ts';
import type { RenderedMail } from './template.ts';

/**
 * The outbox: every message is a row before it is a send. Queuing is an insert keyed by the message's
 * dedupe key (a repeat is a no-op); sending starts with a claim, a conditional UPDATE that only one
 * sender can win, because it requires the row to be due and not leased (or its lease to have run out);
 * the winner holds the row for LEASE_MS and records the outcome only while it still holds it.
 */

export type OutboxRow = Selectable<EmailOutboxTable>;

/** Longer than one SMTP exchange may take (the mailer's timeouts), so a live sender never loses its row. */
export const LEASE_MS = 5 * 60 * 1000;

export interface QueuedMail {
  kind: EmailKind;
  /** The same key twice is one message. */
  dedupeKey: string;
  userId: string | null;
  to: string;
  rendered: RenderedMail;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** `<hash-of-key@domain>`: the same for every try of a message, and never the same for two. */
function messageIdFor(dedupeKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const hash = createHash('sha256').update(dedupeKey).digest('base64url').slice(0, 32);
  return `<${hash}@${domain}>`;
}

/**
 * Queues a message; answers its row id and whether this call made it (false: the key was queued before,
 * and nothing changed). Pass a transaction to queue it together with what it tells about.
 */
export async function enqueueMail(
  db: Database,
  mail: QueuedMail,
  { from, now }: { from: string; now: Date },
): Promise<{ id: number; created: boolean }> {
  const at = now.toISOString();
  const inserted = await db
    .insertInto('email_outbox')
    .values({
      dedupe_key: mail.dedupeKey,
      kind: mail.kind,
      user_id: mail.userId,
      to_address: mail.to,
      subject: mail.rendered.subject,
      html: mail.rendered.html,
      text: mail.rendered.text,
      headers_json: JSON.stringify(mail.headers ?? {}),
      message_id: messageIdFor(mail.dedupeKey, from),
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('dedupe_key', '=', mail.dedupeKey)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** Rows a sender may take now: due and waiting, or held by a sender whose lease ran out (it died). */
function claimable(nowIso: string) {
  return sql<boolean>`((status = 'pending' and next_attempt_at <= ${nowIso}) or (status = 'sending' and lease_until <= ${nowIso}))`;
}

/**
 * Claims up to `limit` due rows for `owner`. Each claim is its own conditional UPDATE … RETURNING: of
 * two senders reading the same candidates, the second finds the row no longer claimable and skips it.
 */
export async function claimDueMail(
  db: Database,
  { owner, now, limit, ids }: { owner: string; now: Date; limit: number; ids?: readonly number[] },
): Promise<OutboxRow[]> {
  const nowIso = now.toISOString();
  let candidates = db
    .selectFrom('email_outbox')
    .select('id')
    .where(claimable(nowIso))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
  if (ids) candidates = candidates.where('id', 'in', ids.length > 0 ? [...ids] : [-1]);
  const claimed: OutboxRow[] = [];
  for (const { id } of await candidates.execute()) {
    const row = await db
      .updateTable('email_outbox')
      .set({
        status: 'sending',
        lease_owner: owner,
        lease_until: new Date(now.getTime() + LEASE_MS).toISOString(),
        attempts: sql<number>`attempts + 1`,
        updated_at: nowIso,
      })
      .where('id', '=', id)
      .where(claimable(nowIso))
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
}

type Outcome =
  | { status: 'sent' }
  | { status: 'cancelled'; reason: string }
  | { status: 'failed'; temporary: boolean; error: string };

/**
 * Records how a claimed row's delivery went, only while `owner` still holds it. A temporary failure waits
 * (one minute, doubling) and is tried again until OUTBOX_RETRY.maxAttempts; then, like a permanent one,
 * the row is failed for good. Answers the row's new status.
 */
export async function finishMail(
  db: Database,
  row: OutboxRow,
  { owner, now, outcome }: { owner: string; now: Date; outcome: Outcome },
): Promise<string> {
  const at = now.toISOString();
  const released = { lease_owner: null, lease_until: null, updated_at: at };
  let change: { status: string; sent_at?: string; next_attempt_at?: string; last_error: string | null };
  if (outcome.status === 'sent') change = { status: 'sent', sent_at: at, last_error: null };
  else if (outcome.status === 'cancelled') change = { status: 'cancelled', last_error: outcome.reason };
  else if (outcome.temporary && row.attempts < OUTBOX_RETRY.maxAttempts) {
    const next = new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString();
    change = { status: 'pending', next_attempt_at: next, last_error: outcome.error };
  } else change = { status: 'failed', last_error: outcome.error };
  await db
    .updateTable('email_outbox')
    .set({ ...change, ...released })
    .where('id', '=', row.id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'sending')
    .execute();
  return change.status;
}

/** How many messages are in each state (the admin screens' delivery figures). */
export async function outboxCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts: Record<string, number> = { pending: 0, sending: 0, sent: 0, failed: 0, cancelled: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
