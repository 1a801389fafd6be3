import { AppError } from '../http/errors.ts';
import { WorkerJobError } from './workerPool.ts';

/** Turns what went wrong in the engine into an answer the user can act on. */
export function toEngineAppError(error: unknown): unknown {
  if (!(error instanceof WorkerJobError)) return error;
  switch (error.errorName) {
    case 'ExtractionError': {
      const kind = String(error.fields.kind ?? 'corrupt');
      const status = kind === 'too_large' ? 413 : kind === 'unsupported' ? 415 : 422;
      return new AppError('extraction_failed', error.message, { kind });
    }
    case 'TimeoutError':
      return new AppError(
        'processing_timeout',
        'This document took too long to process. Please try again, or try a shorter document.',
      );
    case 'OutOfMemoryError':
      return new AppError('processing_failed', 'This document is too large to process on this server.');
    default:
      return new AppError('processing_failed', 'Failed to process document. Please try again.');
  }
}
