import { randomUUID } from 'node:crypto';
import { applyRoleEmails, type RoleEmails } from '../admin/roles.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { findUserByEmail, normalizeEmail, type UserRow } from './users.ts';

/** What an OpenID Connect provider says about the person signing in (ID token claims). */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  pictureUrl?: string;
}

export interface SignInWithOidcOptions {
  db: Database;
  identity: OidcIdentity;
  roleEmails: RoleEmails;
  now?: Date;
}

/**
 * The account of a single sign-on identity: the one already linked to it; else the account with its
 * email when the provider has verified that email (linked from then on); else a new account without a
 * password. An unverified email never takes over an existing account.
 */
export async function signInWithOidc({
  db,
  identity,
  roleEmails,
  now = new Date(),
}: SignInWithOidcOptions): Promise<UserRow> {
  const subject = `${identity.issuer}|${identity.subject}`;
  const linked = await db
    .selectFrom('users')
    .selectAll()
    .where('oidc_subject', '=', subject)
    .executeTakeFirst();
  if (linked) return applyRoleEmails(db, linked, roleEmails);

  if (!identity.email)
    throw new AppError('sso_failed', 'Your sign-in provider did not share an email address.');
  const email = normalizeEmail(identity.email);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!identity.emailVerified || existing.oidc_subject) {
      throw new AppError(
        'sso_failed',
        'An account with this email already exists. Sign in with your password to use it.',
      );
    }
    await db
      .updateTable('users')
      .set({ oidc_subject: subject, updated_at: now.toISOString() })
      .where('id', '=', existing.id)
      .execute();
    return applyRoleEmails(db, { ...existing, oidc_subject: subject }, roleEmails);
  }

  const timestamp = now.toISOString();
  await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email,
      password_hash: null,
      oidc_subject: subject,
      first_name: identity.firstName ?? null,
      last_name: identity.lastName ?? null,
      profile_image_url: identity.pictureUrl ?? null,
      subscription_expires_at: null,
      stripe_customer_id: null,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .execute();
  const created = await findUserByEmail(db, email);
  if (!created) throw new Error('user vanished after insert');
  return applyRoleEmails(db, created, roleEmails);
}
