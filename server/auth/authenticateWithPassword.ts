import { applyRoleEmails, type RoleEmails } from '../admin/roles.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { findUserByEmail, type UserRow } from './users.ts';

/** One answer for unknown addresses and wrong passwords alike. */
export const invalidCredentials = () => new AppError('invalid_credentials');

export interface AuthenticateOptions {
  db: Database;
  email: string;
  password: string;
  roleEmails: RoleEmails;
}

/** The user whose email and password these are, or an AppError 401 with the one neutral message. */
export async function authenticateWithPassword({
  db,
  email,
  password,
  roleEmails,
}: AuthenticateOptions): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  // Unknown addresses still pay for one hash, so the answer time does not tell which case it was.
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
  if (!user?.password_hash || !valid) throw invalidCredentials();
  return applyRoleEmails(db, user, roleEmails);
}
