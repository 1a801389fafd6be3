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
    default:
      return new AppError('processing_failed');
  }
}
