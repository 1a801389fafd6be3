import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AppError } from '../http/errors.ts';
import { normalizeEmail } from './users.ts';

const WINDOW_MS = 15 * 60 * 1000;

/** Requests over a limit are answered by the error handler: 429 rate_limited with `message`. */
function limitAnswer(message?: string): RequestHandler {
  return (_req, _res, next) => next(new AppError('rate_limited', message));
}

/**
 * At most `limit` requests per client address in each window, announced in the RateLimit headers;
 * the requests over the limit get 429 rate_limited, with `message` when the table's is too vague.
 */
export function limitPerIp(limit: number, windowMs: number, message?: string): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: limitAnswer(message),
  });
}

/** Sign-in, sign-up and token requests per client address: generous enough for an office behind one NAT. */
export function authLimitPerIp(limit: number): RequestHandler {
  return limitPerIp(
    limit,
    WINDOW_MS,
    'Too many sign-in attempts from your network. Please wait 15 minutes and try again.',
  );
}

/**
 * Failed sign-ins per account, whatever address they come from (password guessing spread over many
 * machines). Only failures count; once the limit is reached the account refuses sign-in for the window.
 */
export function authFailuresPerAccount(limit: number): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit,
    standardHeaders: false,
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => {
      const email = (req.body as { email?: unknown } | undefined)?.email;
      return `account:${typeof email === 'string' ? normalizeEmail(email) : ''}`;
    },
    handler: limitAnswer('Too many failed sign-ins for this account. Please wait 15 minutes and try again.'),
  });
}

/** Free demo analyses per client address. */
export function demoLimitPerIp(limit: number): RequestHandler {
  return limitPerIp(
    limit,
    WINDOW_MS,
    'You have tried the free demo many times. Sign up to keep summarizing, or try again later.',
  );
}
