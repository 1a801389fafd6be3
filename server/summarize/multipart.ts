import type { RequestHandler } from 'express';
import multer from 'multer';
import { MAX_UPLOAD_BYTES } from '../../shared/domain/index.ts';
import { AppError } from '../http/errors.ts';
import type { DocumentInput } from './summarizeDocument.ts';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Reads a multipart form with at most one file in `document` into memory (the original is never written
 * to disk), up to `maxBytes` (MAX_UPLOAD_BYTES; the demo's is smaller). Text fields may be as large as a
 * file (the `text` of a text upload). `tooLarge` is the 413's sentence.
 */
export function singleDocumentUpload(
  maxBytes = MAX_UPLOAD_BYTES,
  tooLarge = `This file is larger than the ${megabytes(maxBytes)} MB limit.`,
): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: maxBytes, parts: 24 },
  }).single('document');

  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE' || error.code === 'LIMIT_FIELD_VALUE') {
          return next(new AppError('file_too_large', tooLarge));
        }
        if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
          return next(new AppError('bad_request', "Send one file, in the form field 'document'."));
        }
        return next(new AppError('bad_request', `The upload form could not be read (${error.code}).`));
      }
      next(new AppError('bad_request', 'The upload could not be read. Please try again.'));
    });
  };
}

const MAX_FILENAME_CHARS = 255;

/**
 * A file name fit to show and store: no folders, no control characters, at most 255 characters. A
 * longer name is cut in its stem, so it keeps its extension (".pdf" says what the document is).
 */
export function cleanFilename(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const chars = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  const cleaned = [...chars];
  if (cleaned.length <= MAX_FILENAME_CHARS) return chars || fallback;
  const dot = chars.lastIndexOf('.');
  const extension = dot > 0 && chars.length - dot <= 16 ? [...chars.slice(dot)] : [];
  return [...cleaned.slice(0, MAX_FILENAME_CHARS - extension.length), ...extension].join('').trim();
}

/**
 * What a form or JSON upload sends to summarize: its file, else its `text` (named by `filename`); 400
 * when it has neither.
 */
export function uploadedInput(
  file: Express.Multer.File | undefined,
  text: string | undefined,
  filename: string | undefined,
): DocumentInput {
  if (file)
    return { kind: 'file', bytes: file.buffer, filename: cleanFilename(file.originalname, 'document') };
  if (text !== undefined) {
    if (!text.trim()) throw new AppError('bad_request', 'Please enter some text to summarize');
    return { kind: 'text', text, filename: cleanFilename(filename, 'Pasted text') };
  }
  throw new AppError(
    'bad_request',
    "Attach a file in the form field 'document', or send the text in 'text'.",
  );
}
