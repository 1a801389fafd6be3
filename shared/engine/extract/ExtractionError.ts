import type { ExtractionErrorKind } from '../types.ts';

/** A document that cannot be read, with a message written for the person who uploaded it. */
export class ExtractionError extends Error {
  constructor(
    readonly kind: ExtractionErrorKind,
    message: string,
    /** Pages concerned (image-only pages), when it applies. */
    readonly pages?: number[],
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}
