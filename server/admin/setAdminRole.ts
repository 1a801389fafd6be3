import { normalizeEmail } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';

export interface SetAdminRoleOptions {
  db: Database;
  email: string;
  isAdmin: boolean;
}

/** Grants or revokes the admin role of the account with this email; 404 when there is none. */
export async function setAdminRole({ db, email, isAdmin }: SetAdminRoleOptions): Promise<void> {
  const result = await db
    .updateTable('users')
    .set({ is_admin: isAdmin ? 1 : 0, updated_at: new Date().toISOString() })
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0)
    throw new AppError('not_found', `No account with the email ${normalizeEmail(email)}`);
}
