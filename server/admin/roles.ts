import { lockUserByEmail, normalizeEmail, type UserRow } from '../auth/users.ts';
import { type Database, inTransaction } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { type AuditActor, recordAdminAction } from './auditLog.ts';

/**
 * The admin area's two roles. An admin sees and runs the admin area; an owner is an admin who may also
 * change credits and remove accounts (SPEC's "one specific admin", as a role instead of an id in the
 * code). Granting owner makes an admin too; revoking admin revokes owner too, so the two stay in step.
 */
type Role = 'admin' | 'owner';

/** The roles of a user row, as the audit log records them. */
function rolesOf(user: Pick<UserRow, 'is_admin' | 'is_owner'>) {
  return { admin: Boolean(user.is_admin || user.is_owner), owner: Boolean(user.is_owner) };
}

/** The columns after granting or revoking `role`, from the current ones. */
function changedRoles(user: Pick<UserRow, 'is_admin' | 'is_owner'>, role: Role, grant: boolean) {
  const current = rolesOf(user);
  if (grant) return role === 'owner' ? { admin: true, owner: true } : { ...current, admin: true };
  return role === 'owner' ? { ...current, owner: false } : { admin: false, owner: false };
}

export interface SetRoleOptions {
  db: Database;
  email: string;
  role: Role;
  grant: boolean;
  actor: AuditActor;
  now: Date;
}

/**
 * Grants or revokes a role of the account with this email (404 when there is none), audited. A change
 * that changes nothing (granting a role the account has) is not written to the log.
 */
export async function setRole({ db, email, role, grant, actor, now }: SetRoleOptions): Promise<UserRow> {
  return inTransaction(db, async (trx) => {
    // Locked before it is read: two role changes at once (two admins, or the command line and a
    // sign-in with ADMIN_EMAILS) each start from the other's result, and the audit log's before is true.
    const user = await lockUserByEmail(trx, email);
    if (!user) throw new AppError('not_found', `No account with the email ${normalizeEmail(email)}`);
    const before = rolesOf(user);
    const after = changedRoles(user, role, grant);
    if (before.admin === after.admin && before.owner === after.owner) return user;
    const changed = await trx
      .updateTable('users')
      .set({ is_admin: after.admin ? 1 : 0, is_owner: after.owner ? 1 : 0, updated_at: now.toISOString() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, {
      actor,
      action: grant ? 'role.grant' : 'role.revoke',
      target: { userId: user.id, email: user.email },
      before,
      after,
      now,
    });
    return changed;
  });
}

/** The emails ADMIN_EMAILS and OWNER_EMAILS list (lower case). */
export interface RoleEmails {
  admins: readonly string[];
  owners: readonly string[];
}

/**
 * Gives the account the roles the configuration lists for its email, when it signs up or signs in
 * (never takes a role away: revoking is done with the command). Answers the row as it now is.
 */
export async function applyRoleEmails(db: Database, user: UserRow, emails: RoleEmails): Promise<UserRow> {
  let current = user;
  const now = new Date();
  if (emails.owners.includes(user.email) && !current.is_owner) {
    const actor = { kind: 'configuration', variable: 'OWNER_EMAILS' } as const;
    current = await setRole({ db, email: user.email, role: 'owner', grant: true, actor, now });
  }
  if (emails.admins.includes(user.email) && !current.is_admin) {
    const actor = { kind: 'configuration', variable: 'ADMIN_EMAILS' } as const;
    current = await setRole({ db, email: user.email, role: 'admin', grant: true, actor, now });
  }
  return current;
}
