import { MAX_UPLOAD_BYTES } from '../../domain/index.ts';
import type { ExtractedDocument, ExtractOptions } from '../types.ts';
import { ExtractionError } from './ExtractionError.ts';

export { ExtractionError };

/**
 * Turns a file's bytes into the engine's text convention (see types.ts).
 * First cut: UTF-8 text only; every other format is being added.
 */
export async function extract(
  bytes: Uint8Array,
  filename = '',
  options: ExtractOptions = {},
): Promise<ExtractedDocument> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  if (bytes.byteLength > maxBytes) {
    throw new ExtractionError(
      'too_large',
      `This file is larger than the ${Math.round(maxBytes / 1048576)} MB limit.`,
    );
  }
  const text = new TextDecoder('utf-8').decode(bytes).replace(/\r\n?/g, '\n').trim();
  if (!text) throw new ExtractionError('empty', 'This document contains no text.');
  return {
    text,
    format: filename.toLowerCase().endsWith('.md') ? 'md' : 'txt',
    isTranscript: false,
    warnings: [],
  };
}
