import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type passport from 'passport';
import type { z } from 'zod';
import { authRoutes } from '../../shared/api/auth.ts';
import { safeReturnPath } from '../../shared/api/safeReturnPath.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import type { Logger } from '../logger.ts';
import { issueApiToken, revokeApiToken } from './apiTokens.ts';
import { authenticateWithPassword, invalidCredentials } from './authenticateWithPassword.ts';
import { authLimitPerIp } from './rateLimits.ts';
import { registerUser } from './registerUser.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { type SignInThrottle, signInThrottle } from './signInThrottle.ts';
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

/**
 * Malformed credentials get the same 401 as wrong ones (and count as a failure for the account), so
 * the answer never tells which part was off.
 */
function refuseMalformed(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    if (!schema.safeParse(req.body).success) throw invalidCredentials();
    next();
  };
}

/** Before a password is checked: a pair of account and address that must still wait gets 429. */
function waitAfterFailures(throttle: SignInThrottle): RequestHandler {
  return async (req, _res, next) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string') await throttle.check(email, req.ip ?? '');
    next();
  };
}

/** Runs a password check, counting a wrong password for its account and address (a right one clears them). */
async function counted<T>(
  throttle: SignInThrottle,
  email: string,
  address: string | undefined,
  check: () => Promise<T>,
): Promise<T> {
  try {
    const user = await check();
    await throttle.succeeded(email, address ?? '');
    return user;
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_credentials')
      await throttle.failed(email, address ?? '');
    throw error;
  }
}

/** What the sign-in routers (password and single sign-on) work with. */
export interface AuthRouterOptions {
  config: Config;
  db: Database;
  authenticator: passport.Authenticator;
  logger: Logger;
  now: Clock;
}

export function authRouter(options: AuthRouterOptions, contract: ContractRouterOptions): Router {
  const { config, db, authenticator, logger, now } = options;
  const { router, serve } = createContractRouter(contract);
  const perIp = authLimitPerIp(db, config.AUTH_RATE_LIMIT_PER_IP, now);
  const throttle = signInThrottle({ db, now, freeFailures: config.AUTH_FAILURES_PER_ACCOUNT });
  const perAccount = waitAfterFailures(throttle);

  serve(authRoutes.register, perIp, async ({ body }, req) => {
    const user = await registerUser({
      db,
      request: body,
      roleEmails: config.roleEmails,
      productName: config.rules.productName,
    });
    await signIn(req, user);
    logger.info({ userId: user.id }, 'user registered');
    return toUserView(user, config.rules);
  });

  serve(
    authRoutes.login,
    perIp,
    perAccount,
    refuseMalformed(authRoutes.login.body),
    async ({ body }, req, res) => {
      // Passport's local strategy reads the normalized credentials from the body.
      req.body = body;
      const user = await counted(throttle, body.email, req.ip, () =>
        runLocalStrategy(authenticator, req, res),
      );
      await signIn(req, user);
      return toUserView(user, config.rules);
    },
  );

  // Navigation: the sign-in page lives in the web app.
  serve(authRoutes.loginPage, ({ query, user }, _req, res) => {
    const returnTo = safeReturnPath(query.returnTo);
    if (user) return res.redirect(303, returnTo);
    const page = new URLSearchParams(query.mode ? { mode: query.mode, returnTo } : { returnTo });
    res.redirect(303, `/login?${page}`);
  });

  // Only a POST from the product's own pages (the origin check) ends the session.
  serve(authRoutes.logout, async (_request, req, res) => {
    await new Promise<void>((resolve, reject) => req.logout((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { signedOut: true as const };
  });

  // Navigation: to the page with the Sign Out button (the sign-in page shows it to a signed-in user).
  serve(authRoutes.logoutPage, ({ user }, _req, res) => {
    res.redirect(303, user ? '/login' : '/');
  });

  // Which sign-in methods the sign-in page should offer.
  serve(authRoutes.providers, () => ({ password: true as const, oidc: Boolean(config.OIDC_ISSUER) }));

  serve(authRoutes.currentUser, ({ user }) => toUserView(user, config.rules));

  serve(
    authRoutes.createToken,
    perIp,
    perAccount,
    refuseMalformed(authRoutes.createToken.body),
    async ({ body }, req) => {
      const user = await counted(throttle, body.email, req.ip, () =>
        authenticateWithPassword({
          db,
          email: body.email,
          password: body.password,
          roleEmails: config.roleEmails,
        }),
      );
      const token = await issueApiToken({ db, userId: user.id, label: body.label, now: now() });
      logger.info({ userId: user.id }, 'api token issued');
      return { token, user: toUserView(user, config.rules) };
    },
  );

  serve(authRoutes.revokeToken, async (_request, req) => {
    if (!req.apiToken)
      throw new AppError('bad_request', 'Send the token to revoke as Authorization: Bearer <token>.');
    return { revoked: await revokeApiToken({ db, token: req.apiToken }) };
  });

  return router;
}
