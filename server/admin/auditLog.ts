import type { Database } from '../db/database.ts';

/**
 * The admin area's audit log: every change an admin makes (roles, credits, removed accounts, credits
 * given to everybody, emails sent) is written here, in the same transaction as the change where there
 * is one, and shown on the admin dashboard's Audit tab.
 */

/** What was done. Stable names: the Audit tab and any later reading of the log rely on them. */
type AuditAction =
  | 'role.grant'
  | 'role.revoke'
  | 'credits.add'
  | 'credits.reset'
  | 'credits.distribute'
  | 'user.remove'
  | 'email.send'
  | 'email.retry';

/** Who did it: an admin's account, the `npm run admin` command, or ADMIN_EMAILS/OWNER_EMAILS. */
export type AuditActor =
  | { kind: 'user'; userId: string; email: string }
  | { kind: 'command-line' }
  | { kind: 'configuration'; variable: 'ADMIN_EMAILS' | 'OWNER_EMAILS' };

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  /**
   * The account it was done to, if any (none for a distribution to everybody); a removed account's
   * entry keeps its id but not its email.
   */
  target?: { userId: string; email: string | null } | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  now: Date;
}

function actorLabel(actor: AuditActor): string {
  if (actor.kind === 'user') return actor.email;
  if (actor.kind === 'command-line') return 'command line (npm run admin)';
  return actor.variable;
}

/** Writes one entry; pass the transaction of the change so both are kept or neither. */
export async function recordAdminAction(db: Database, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      actor_user_id: entry.actor.kind === 'user' ? entry.actor.userId : null,
      actor_label: actorLabel(entry.actor),
      action: entry.action,
      target_user_id: entry.target?.userId ?? null,
      target_label: entry.target?.email ?? null,
      before_json: entry.before ? JSON.stringify(entry.before) : null,
      after_json: entry.after ? JSON.stringify(entry.after) : null,
      created_at: entry.now.toISOString(),
    })
    .execute();
}

const parseJson = (text: string | null): Record<string, unknown> | null =>
  text ? (JSON.parse(text) as Record<string, unknown>) : null;

/** One page of the log, newest first. */
export async function listAuditEntries(db: Database, { page, pageSize }: { page: number; pageSize: number }) {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('admin_audit_log')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('admin_audit_log')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor: row.actor_label,
      action: row.action,
      target: row.target_label,
      targetUserId: row.target_user_id,
      before: parseJson(row.before_json),
      after: parseJson(row.after_json),
      createdAt: row.created_at,
    })),
    total: Number(counted.total),
    page,
    pageSize,
  };
}
