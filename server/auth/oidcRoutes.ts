import type { Request, Response, Router } from 'express';
import * as oidc from 'openid-client';
import { Strategy } from 'openid-client/passport';
import type passport from 'passport';
import { authRoutes } from '../../shared/api/auth.ts';
import { API_ERRORS } from '../../shared/api/errors.ts';
import { safeReturnPath } from '../../shared/api/safeReturnPath.ts';
import { AppError } from '../http/errors.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import type { AuthRouterOptions } from './routes.ts';
import { type OidcIdentity, signInWithOidc } from './signInWithOidc.ts';
import type { UserRow } from './users.ts';

const STRATEGY = 'oidc';

declare module 'express-session' {
  interface SessionData {
    /** Where to go after single sign-on. */
    oidcReturnTo?: string;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The person's identity from the ID token, completed from the UserInfo endpoint when the provider keeps
 * email and name out of the ID token (many do).
 */
async function identityFrom(
  configuration: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): Promise<OidcIdentity> {
  const claims = tokens.claims();
  if (!claims) throw new AppError('sso_failed', 'The sign-in provider sent no identity.');
  let profile: Record<string, unknown> = claims;
  if (!text(claims.email) && configuration.serverMetadata().userinfo_endpoint) {
    profile = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)), ...claims };
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(profile.email),
    emailVerified: profile.email_verified === true,
    firstName: text(profile.given_name),
    lastName: text(profile.family_name),
    pictureUrl: text(profile.picture),
  };
}

/**
 * Optional single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET): GET /api/auth/oidc starts
 * it (authorization code flow with PKCE and state, kept in the session by openid-client's passport
 * strategy); the provider sends the user back to /api/auth/oidc/callback. The provider is discovered on
 * first use, so a provider that is down does not stop the server; discovery is retried next time.
 */
export function oidcRouter(options: AuthRouterOptions, contract: ContractRouterOptions): Router {
  const { config, db, authenticator, logger } = options;
  const { router, serve } = createContractRouter(contract);
  const issuer = config.OIDC_ISSUER;
  const clientId = config.OIDC_CLIENT_ID;
  const clientSecret = config.OIDC_CLIENT_SECRET;
  if (!issuer || !clientId || !clientSecret) return router;

  let ready: Promise<void> | undefined;
  const ensureStrategy = () => {
    ready ??= (async () => {
      // Plain-http providers only outside production (a provider on the developer's machine).
      const insecure = issuer.startsWith('http:') && config.NODE_ENV !== 'production';
      const configuration = await oidc.discovery(
        new URL(issuer),
        clientId,
        clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      authenticator.use(
        STRATEGY,
        new Strategy(
          {
            config: configuration,
            name: STRATEGY,
            callbackURL: `${config.publicUrl}/api/auth/oidc/callback`,
            scope: 'openid email profile',
          },
          (tokens, verified) => {
            identityFrom(configuration, tokens).then(
              (identity) =>
                signInWithOidc({ db, roleEmails: config.roleEmails, identity }).then(
                  (user) => verified(null, user),
                  (error: unknown) => verified(error),
                ),
              (error: unknown) => verified(error),
            );
          },
        ),
      );
    })().catch((error: unknown) => {
      ready = undefined;
      logger.error({ err: error }, 'OpenID Connect discovery failed');
      throw new AppError('sso_unavailable');
    });
    return ready;
  };

  const run = (req: Request, res: Response, options: passport.AuthenticateOptions) =>
    new Promise<UserRow | undefined>((resolve, reject) => {
      authenticator.authenticate(STRATEGY, options, (error: unknown, user: UserRow | false) => {
        if (error) reject(error);
        else resolve(user || undefined);
      })(req, res, reject);
      // A redirect to the provider ends the response without calling back.
      res.on('finish', () => resolve(undefined));
    });

  serve(authRoutes.singleSignOn, async ({ query }, req, res) => {
    await ensureStrategy();
    req.session.oidcReturnTo = safeReturnPath(query.returnTo);
    await run(req, res, {});
  });

  serve(authRoutes.singleSignOnCallback, async (_request, req, res) => {
    await ensureStrategy();
    let user: UserRow | undefined;
    try {
      user = await run(req, res, { session: false });
    } catch (error) {
      logger.warn({ err: error }, 'single sign-on failed');
      const message =
        error instanceof AppError && error.status < 500 ? error.message : API_ERRORS.sso_failed.message;
      return res.redirect(303, `/login?error=${encodeURIComponent(message)}`);
    }
    if (!user) {
      if (!res.headersSent)
        res.redirect(303, `/login?error=${encodeURIComponent(API_ERRORS.sso_failed.message)}`);
      return;
    }
    const returnTo = req.session.oidcReturnTo ?? '/';
    // req.login regenerates the session: read what we need from it first.
    await new Promise<void>((resolve, reject) =>
      req.login(user, (error) => (error ? reject(error) : resolve())),
    );
    res.redirect(303, returnTo);
  });

  return router;
}
