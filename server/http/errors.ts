import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from '../logger.ts';

/**
 * The one error type of the server. Routes and use cases throw it; the handler below turns it into
 * the answer SPEC.md's clients read: an HTTP status and a JSON body with `error` (a stable code) and
 * `message` (what to show the user), plus any fields the client needs (e.g. creditType, wordCount).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Unauthorized') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

interface BodyParserError {
  type?: string;
  status?: number;
}

function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return new AppError(400, 'validation_error', `${where}${first?.message ?? 'Invalid request'}`, {
      issues: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  // Errors raised by Express's own body parsers carry a type and a 4xx status.
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.parse.failed')
    return new AppError(400, 'bad_request', 'Malformed JSON body');
  if (parserError?.type === 'entity.too.large')
    return new AppError(413, 'payload_too_large', 'Request body too large');
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return new AppError(
      parserError.status,
      parserError.status === 404 ? 'not_found' : 'bad_request',
      parserError.status === 404 ? 'Not found' : 'Bad request',
    );
  }
  return null;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const known = toAppError(error);
    if (known && known.status < 500) {
      res.status(known.status).json({ error: known.code, message: known.message, ...known.details });
      return;
    }
    // 5xx: the details stay in the log; the client gets a plain sentence.
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
    const status = known?.status ?? 500;
    res
      .status(status)
      .json({ error: known?.code ?? 'internal_error', message: known?.message ?? INTERNAL_MESSAGE });
  };
}

/** Unknown /api paths answer JSON, never the web app. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: 'not_found', message: `No API route for ${req.method} ${req.path}` });
};
