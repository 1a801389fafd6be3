import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type passport from 'passport';
import {
  apiTokenRequestSchema,
  loginNavigationQuerySchema,
  loginRequestSchema,
  registerRequestSchema,
} from '../../shared/api/auth.ts';
import { safeReturnPath } from '../../shared/api/safeReturnPath.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { issueApiToken, revokeApiToken } from './apiTokens.ts';
import { authenticateWithPassword, invalidCredentials } from './authenticateWithPassword.ts';
import { authFailuresPerAccount, authLimitPerIp } from './rateLimits.ts';
import { registerUser } from './registerUser.ts';
import { requireUser } from './requestUser.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { toUserView, type UserRow } from './users.ts';

/** Starts a session for the user (passport regenerates the session id, so a planted id is useless). */
function signIn(req: Request, user: UserRow): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

function runLocalStrategy(
  authenticator: passport.Authenticator,
  req: Request,
  res: Response,
): Promise<UserRow> {
  return new Promise((resolve, reject) => {
    const next: NextFunction = (error?: unknown) => reject(error);
    authenticator.authenticate('local', { session: false }, (error: unknown, user: UserRow | false) => {
      if (error) reject(error);
      else if (!user) reject(invalidCredentials());
      else resolve(user);
    })(req, res, next);
  });
}

/** What the sign-in routers (password and single sign-on) work with. */
export interface AuthRouterOptions {
  config: Config;
  db: Database;
  authenticator: passport.Authenticator;
  logger: Logger;
}

export function authRouter(options: AuthRouterOptions): Router {
  const { config, db, authenticator, logger } = options;
  const router = express.Router();
  const perIp = authLimitPerIp(config.AUTH_RATE_LIMIT_PER_IP);
  const perAccount = authFailuresPerAccount(config.AUTH_FAILURES_PER_ACCOUNT);

  router.post('/register', perIp, async (req, res) => {
    const request = registerRequestSchema.parse(req.body);
    const user = await registerUser({ db, request, adminEmails: config.ADMIN_EMAILS });
    await signIn(req, user);
    logger.info({ userId: user.id }, 'user registered');
    res.status(201).json(toUserView(user, config.rules));
  });

  router.post('/login', perIp, perAccount, async (req, res) => {
    const parsed = loginRequestSchema.safeParse(req.body);
    if (!parsed.success) throw invalidCredentials();
    req.body = parsed.data;
    const user = await runLocalStrategy(authenticator, req, res);
    await signIn(req, user);
    res.json(toUserView(user, config.rules));
  });

  // Navigation: the sign-in page lives in the web app.
  router.get('/login', (req, res) => {
    const { returnTo } = loginNavigationQuerySchema.catch({}).parse(req.query);
    if (req.user) return res.redirect(303, safeReturnPath(returnTo));
    res.redirect(303, `/login?returnTo=${encodeURIComponent(safeReturnPath(returnTo))}`);
  });

  // Navigation: ends the session and goes home.
  router.get('/logout', async (req, res) => {
    await new Promise<void>((resolve, reject) => req.logout((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.redirect(303, '/');
  });

  // Which sign-in methods the sign-in page should offer.
  router.get('/auth/providers', (_req, res) => {
    res.json({ password: true, oidc: Boolean(config.OIDC_ISSUER) });
  });

  router.get('/auth/user', (req, res) => {
    res.json(toUserView(requireUser(req), config.rules));
  });

  router.post('/auth/token', perIp, perAccount, async (req, res) => {
    const parsed = apiTokenRequestSchema.safeParse(req.body);
    if (!parsed.success) throw invalidCredentials();
    const user = await authenticateWithPassword({
      db,
      email: parsed.data.email,
      password: parsed.data.password,
      adminEmails: config.ADMIN_EMAILS,
    });
    const token = await issueApiToken({ db, userId: user.id, label: parsed.data.label });
    logger.info({ userId: user.id }, 'api token issued');
    res.status(201).json({ token, user: toUserView(user, config.rules) });
  });

  router.delete('/auth/token', async (req, res) => {
    if (!req.apiToken)
      throw new AppError('bad_request', 'Send the token to revoke as Authorization: Bearer <token>.');
    res.json({ revoked: await revokeApiToken({ db, token: req.apiToken }) });
  });

  return router;
}
