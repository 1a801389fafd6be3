import { randomUUID } from 'node:crypto';
import type { RegisterRequest } from '../../shared/api/auth.ts';
import { applyRoleEmails, type RoleEmails } from '../admin/roles.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, type UserRow } from './users.ts';
import { isGuessablePassword } from './weakPasswords.ts';

export interface RegisterUserOptions {
  db: Database;
  request: RegisterRequest;
  roleEmails: RoleEmails;
  /** The service's name, a word no password may be. */
  productName: string;
  now?: Date;
}

export async function registerUser({
  db,
  request,
  roleEmails,
  productName,
  now = new Date(),
}: RegisterUserOptions): Promise<UserRow> {
  // Checked first, so the answer is the same whether or not the address has an account.
  if (await isGuessablePassword(request.password, { email: request.email, productName })) {
    throw new AppError('weak_password');
  }
  // One answer for any address that cannot be registered, so sign-up does not reveal who has an account.
  const refused = () => new AppError('registration_failed');
  if (await findUserByEmail(db, request.email)) {
    // Same cost as a real sign-up, so timing does not tell either.
    await hashPassword(request.password);
    throw refused();
  }
  const timestamp = now.toISOString();
  const row = {
    id: randomUUID(),
    email: request.email,
    password_hash: await hashPassword(request.password),
    oidc_subject: null,
    first_name: request.firstName || null,
    last_name: request.lastName || null,
    profile_image_url: null,
    subscription_expires_at: null,
    stripe_customer_id: null,
    created_at: timestamp,
    updated_at: timestamp,
  };
  try {
    await db.insertInto('users').values(row).execute();
  } catch (error) {
    // Two sign-ups of one address at once: the UNIQUE constraint decides.
    if (String(error).includes('UNIQUE')) throw refused();
    throw error;
  }
  const created = await findUserByEmail(db, request.email);
  if (!created) throw new Error('user vanished after insert');
  return applyRoleEmails(db, created, roleEmails);
}
