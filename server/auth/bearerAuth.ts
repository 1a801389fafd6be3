import type { RequestHandler } from 'express';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { bearerTokenOf, findUserByApiToken } from './apiTokens.ts';

/**
 * `Authorization: Bearer <token>` signs the request in as the token's user, in place of the session
 * cookie (the desktop app). A token that is unknown or revoked is refused outright rather than ignored,
 * so a client learns at once that it must sign in again.
 */
export function bearerAuth(db: Database, now: Clock): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerTokenOf(req.headers.authorization);
    if (!token) return next();
    const user = await findUserByApiToken(db, token, now());
    if (!user) throw new AppError('unauthorized', 'Unauthorized: the token is invalid or was revoked');
    req.user = user;
    req.apiToken = token;
    next();
  };
}
