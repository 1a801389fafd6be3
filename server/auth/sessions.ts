import type SQLite from 'better-sqlite3';
import createSqliteStore from 'better-sqlite3-session-store';
import type { RequestHandler } from 'express';
import session from 'express-session';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { authenticateWithPassword } from './authenticateWithPassword.ts';
import { findUserById } from './users.ts';

export const SESSION_COOKIE = 'summer.sid';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const EXPIRED_SESSIONS_SWEEP_MS = 15 * 60 * 1000;

const SqliteStoreBase = createSqliteStore(session);

/**
 * The store keeps sessions in the server's SQLite file (table `sessions`). Its own clean-up timer can be
 * neither turned off nor stopped, so this subclass runs it unref'd and stops it with the server.
 */
class SessionStore extends SqliteStoreBase {
  private timer: NodeJS.Timeout | undefined;
  override startInterval(): void {
    this.timer = setInterval(() => this.clearExpiredSessions(), EXPIRED_SESSIONS_SWEEP_MS);
    this.timer.unref();
  }
  stop(): void {
    clearInterval(this.timer);
  }
}

export interface SessionSetup {
  middleware: RequestHandler[];
  authenticator: passport.Authenticator;
  stop(): void;
}

/** express-session with the SQLite store, and passport's local strategy on top of it. */
export function createSessionMiddleware(options: {
  config: Config;
  db: Database;
  sqlite: SQLite.Database;
  secret: string;
  logger: Logger;
}): SessionSetup {
  const { config, db, sqlite, secret } = options;
  const store = new SessionStore({
    client: sqlite,
    expired: { clear: true, intervalMs: EXPIRED_SESSIONS_SWEEP_MS },
  });

  const authenticator = new passport.Passport();
  authenticator.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password' }, (email, password, done) => {
      authenticateWithPassword({ db, email, password, adminEmails: config.ADMIN_EMAILS }).then(
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
