import { expect } from 'vitest';
import { ExtractionError } from '../ExtractionError.ts';

/** The ExtractionError a promise rejects with; fails the test when it resolves or rejects otherwise. */
export async function extractionError(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}
