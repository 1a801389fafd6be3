import type { ErrorCode } from '../../shared/api/errors.ts';
import { WorkerJobError } from '../../shared/workerJobs/runner.ts';
import { AppError } from '../http/errors.ts';

/** What a file that could not be read is, by the kind the extractors give (the rest: extraction_failed). */
const EXTRACTION_CODES: Record<string, ErrorCode> = {
  too_large: 'file_too_large',
  unsupported: 'unsupported_format',
};

/** Turns what went wrong in the engine into an answer the user can act on. */
export function toEngineAppError(error: unknown): unknown {
  if (!(error instanceof WorkerJobError)) return error;
  switch (error.errorName) {
    case 'ExtractionError': {
      const kind = String(error.fields.kind ?? 'corrupt');
      return new AppError(EXTRACTION_CODES[kind] ?? 'extraction_failed', error.message, { kind });
    }
    case 'TimeoutError':
      return new AppError('processing_timeout');
    case 'OutOfMemoryError':
      return new AppError('processing_too_large');
    case 'QueueFull':
      return serverBusy();
    case 'Cancelled':
      return new AppError('cancelled');
    default:
      return new AppError('processing_failed');
  }
}

/** Seconds a client is told to wait when the queue is full (Retry-After). */
const BUSY_RETRY_AFTER_SECONDS = 30;

/** 503 server_busy with Retry-After: the queue of documents is full. */
export function serverBusy(): AppError {
  return new AppError('server_busy', undefined, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
}
