import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { API_ERRORS, type ErrorCode } from '../../shared/api/errors.ts';
import type { Logger } from '../logger.ts';

/**
 * The one error type of the server. Routes and use cases throw it with a code of the API's error table
 * (shared/api/errors.ts), which gives its HTTP status; the handler below turns it into the answer
 * SPEC.md's clients read: a JSON body with `error` (the code) and `message` (what to show the user,
 * the table's sentence unless a more precise one is given), plus any fields the client needs (e.g.
 * creditType, wordCount).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = API_ERRORS[code].message,
    readonly details: Record<string, unknown> = {},
    /** `cause`: the failure behind it, kept for the log (5xx answers never show it). */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
    this.status = API_ERRORS[code].status;
  }
}

interface BodyParserError {
  type?: string;
  status?: number;
}

function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return new AppError('validation_error', `${where}${first?.message ?? 'Invalid request'}`, {
      issues: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  // Errors raised by Express's own body parsers carry a type and a 4xx status.
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') return new AppError('bad_request', 'Malformed JSON body');
  if (parserError?.type === 'entity.too.large') return new AppError('payload_too_large');
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return new AppError(parserError.status === 404 ? 'not_found' : 'bad_request');
  }
  return null;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const known = toAppError(error);
    // A busy server or a summary still being made says when to come back (RFC 9110 Retry-After).
    const retryAfter = known?.details.retryAfterSeconds;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    if (known?.code === 'server_busy' || known?.code === 'cancelled') {
      logger.warn({ code: known.code, method: req.method, url: req.originalUrl }, 'request refused');
      res.status(known.status).json({ error: known.code, message: known.message });
      return;
    }
    if (known && known.status < 500) {
      res.status(known.status).json({ error: known.code, message: known.message, ...known.details });
      return;
    }
    // 5xx: the details stay in the log; the client gets the table's sentence for the code.
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
    const code = known?.code ?? 'internal_error';
    res.status(API_ERRORS[code].status).json({ error: code, message: API_ERRORS[code].message });
  };
}

/** Unknown /api paths answer JSON, never the web app. */
export const apiNotFound: RequestHandler = (req) => {
  throw new AppError('not_found', `No API route for ${req.method} ${req.path}`);
};
