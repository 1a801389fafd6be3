import type { RequestHandler } from 'express';
import { type ClientRateLimitInfo, type Options, rateLimit, type Store } from 'express-rate-limit';
import type { Clock } from '../clock.ts';
import { AppError } from '../http/errors.ts';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * express-rate-limit's in-memory counting with its windows measured on the server's clock (its own
 * store reads the wall clock and keeps a timer), so a test moves past a window instead of waiting it out.
 * Ended windows are forgotten at most once per window length, when a request comes.
 */
class ClockedMemoryStore implements Store {
  readonly localKeys = true;
  readonly #now: Clock;
  readonly #windows = new Map<string, { hits: number; resetAt: number }>();
  #windowMs = WINDOW_MS;
  #nextCleanup = 0;

  constructor(now: Clock) {
    this.#now = now;
  }

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  increment(key: string): ClientRateLimitInfo {
    const now = this.#now().getTime();
    if (now >= this.#nextCleanup) {
      for (const [stale, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(stale);
      this.#nextCleanup = now + this.#windowMs;
    }
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + this.#windowMs };
      this.#windows.set(key, window);
    }
    window.hits += 1;
    return { totalHits: window.hits, resetTime: new Date(window.resetAt) };
  }

  decrement(key: string): void {
    const window = this.#windows.get(key);
    if (window && window.hits > 0) window.hits -= 1;
  }

  resetKey(key: string): void {
    this.#windows.delete(key);
  }
}

/** Requests over a limit are answered by the error handler: 429 rate_limited with `message`. */
function limitAnswer(message?: string): RequestHandler {
  return (_req, _res, next) => next(new AppError('rate_limited', message));
}

/**
 * At most `limit` requests per client address in each window of the clock, announced in the RateLimit
 * headers; the requests over the limit get 429 rate_limited, with `message` when the table's is too vague.
 */
export function limitPerIp(limit: number, windowMs: number, now: Clock, message?: string): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: limitAnswer(message),
    store: new ClockedMemoryStore(now),
  });
}

/** Sign-in, sign-up and token requests per client address: generous enough for an office behind one NAT. */
export function authLimitPerIp(limit: number, now: Clock): RequestHandler {
  return limitPerIp(
    limit,
    WINDOW_MS,
    now,
    'Too many sign-in attempts from your network. Please wait 15 minutes and try again.',
  );
}

/** Free demo analyses per client address. */
export function demoLimitPerIp(limit: number, now: Clock): RequestHandler {
  return limitPerIp(
    limit,
    WINDOW_MS,
    now,
    'You have tried the free demo many times. Sign up to keep summarizing, or try again later.',
  );
}
