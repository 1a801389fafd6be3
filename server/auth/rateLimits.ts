import type { RequestHandler } from 'express';
import { type ClientRateLimitInfo, type Options, rateLimit, type Store } from 'express-rate-limit';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * express-rate-limit's counting kept in the database (table rate_limit_hits), so every server instance
 * behind a load balancer counts the same requests. One upsert per request counts it and starts a new
 * window when the last one has ended, in the same statement on SQLite and PostgreSQL, so requests
 * arriving at once on different instances are all counted. Windows are measured on the server's clock
 * (tests move it); ended ones are deleted at most once per window length, when a request comes.
 */
class DatabaseStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  readonly #db: Database;
  readonly #now: Clock;
  #windowMs = WINDOW_MS;
  #nextCleanup = 0;

  constructor(db: Database, now: Clock, name: string) {
    this.#db = db;
    this.#now = now;
    this.prefix = `${name}:`;
  }

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.#now();
    const at = now.toISOString();
    const freshEnd = new Date(now.getTime() + this.#windowMs).toISOString();
    const row = await this.#db
      .insertInto('rate_limit_hits')
      .values({ key: this.prefix + key, hits: 1, resets_at: freshEnd })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const ended = eb('rate_limit_hits.resets_at', '<=', at);
          return {
            hits: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('rate_limit_hits.hits', '+', 1))
              .end(),
            resets_at: eb.case().when(ended).then(freshEnd).else(eb.ref('rate_limit_hits.resets_at')).end(),
          };
        }),
      )
      .returning(['hits', 'resets_at'])
      .executeTakeFirstOrThrow();
    if (now.getTime() >= this.#nextCleanup) {
      this.#nextCleanup = now.getTime() + this.#windowMs;
      await this.#db.deleteFrom('rate_limit_hits').where('resets_at', '<', at).execute();
    }
    return { totalHits: row.hits, resetTime: new Date(row.resets_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.#db
      .updateTable('rate_limit_hits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', this.prefix + key)
      .where('hits', '>', 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.#db
      .deleteFrom('rate_limit_hits')
      .where('key', '=', this.prefix + key)
      .execute();
  }
}

/** Requests over a limit are answered by the error handler: 429 rate_limited with `message`. */
function limitAnswer(message?: string): RequestHandler {
  return (_req, _res, next) => next(new AppError('rate_limited', message));
}

/** What a limit is: its name (its counters' prefix), how many requests per window, and the database. */
export interface IpLimit {
  db: Database;
  now: Clock;
  /** Unique per limit: two limits never share counters. */
  name: string;
  limit: number;
  windowMs: number;
  /** Said to the client over the limit when the table's sentence is too vague. */
  message?: string;
}

/**
 * At most `limit` requests per client address in each window of the clock, announced in the RateLimit
 * headers; the requests over the limit get 429 rate_limited, with `message` when the table's is too vague.
 */
export function limitPerIp({ db, now, name, limit, windowMs, message }: IpLimit): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: limitAnswer(message),
    store: new DatabaseStore(db, now, name),
  });
}

/** Sign-in, sign-up and token requests per client address: generous enough for an office behind one NAT. */
export function authLimitPerIp(db: Database, limit: number, now: Clock): RequestHandler {
  return limitPerIp({
    db,
    now,
    name: 'auth',
    limit,
    windowMs: WINDOW_MS,
    message: 'Too many sign-in attempts from your network. Please wait 15 minutes and try again.',
  });
}

/** Free demo analyses per client address. */
export function demoLimitPerIp(db: Database, limit: number, now: Clock): RequestHandler {
  return limitPerIp({
    db,
    now,
    name: 'demo',
    limit,
    windowMs: WINDOW_MS,
    message: 'You have tried the free demo many times. Sign up to keep summarizing, or try again later.',
  });
}
