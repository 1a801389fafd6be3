import type { RequestHandler } from 'express';
import session from 'express-session';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { authenticateWithPassword } from './authenticateWithPassword.ts';
import { DatabaseSessionStore } from './sessionStore.ts';
import { findUserById } from './users.ts';

export const SESSION_COOKIE = 'summer.sid';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionSetup {
  middleware: RequestHandler[];
  authenticator: passport.Authenticator;
  stop(): void;
}

/** express-session with sessions kept in the database, and passport's local strategy on top of it. */
export function createSessionMiddleware(options: {
  config: Config;
  db: Database;
  secret: string;
  logger: Logger;
  now: Clock;
}): SessionSetup {
  const { config, db, secret, logger, now } = options;
  const store = new DatabaseSessionStore({ db, now, logger });

  const authenticator = new passport.Passport();
  authenticator.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password' }, (email, password, done) => {
      authenticateWithPassword({ db, email, password, roleEmails: config.roleEmails }).then(
        (user) => done(null, user),
        (error: unknown) => done(error),
      );
    }),
  );
  authenticator.serializeUser((user, done) => done(null, user.id));
  authenticator.deserializeUser((id: string, done) => {
    findUserById(db, id).then(
      // A deleted account ends its sessions: false makes passport drop the login.
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  });

  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.TRUST_PROXY,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });

  return {
    middleware: [sessionMiddleware, authenticator.initialize(), authenticator.session()],
    authenticator,
    stop: () => store.stop(),
  };
}
