import type { Request } from 'express';
import { AppError } from '../http/errors.ts';
import type { UserRow } from './users.ts';

declare global {
  namespace Express {
    // Passport's req.user is our user row.
    interface User extends UserRow {}
    interface Request {
      /** Set when the request authenticated with a bearer token instead of the session cookie. */
      apiToken?: string;
    }
  }
}

/** The signed-in user, or an AppError 401. */
export function requireUser(req: Request): UserRow {
  if (!req.user) throw new AppError('unauthorized', 'Unauthorized');
  return req.user;
}

/** The signed-in user's id (session cookie or bearer token), or null for a visitor. */
export function signedInUserId(req: Request): string | null {
  return req.user?.id ?? null;
}
