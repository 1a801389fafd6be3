import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { normalizeEmail } from './users.ts';

const WINDOW_MS = 15 * 60 * 1000;

function limitAnswer(message: string): RequestHandler {
  return (_req, res) => {
    res.status(429).json({ error: 'too_many_requests', message });
  };
}

/**
 * At most `limit` requests per client address in each window, announced in the RateLimit headers;
 * `handler` answers the requests over the limit.
 */
export function limitPerIp(limit: number, windowMs: number, handler: RequestHandler): RequestHandler {
  return rateLimit({ windowMs, limit, standardHeaders: 'draft-8', legacyHeaders: false, handler });
}

/** Sign-in, sign-up and token requests per client address: generous enough for an office behind one NAT. */
export function authLimitPerIp(limit: number): RequestHandler {
  return limitPerIp(
    limit,
    WINDOW_MS,
    limitAnswer('Too many sign-in attempts from your network. Please wait 15 minutes and try again.'),
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
    limitAnswer('You have tried the free demo many times. Sign up to keep summarizing, or try again later.'),
  );
}
