/**
 * What a file is, from its bytes first and its name second: a PDF named .txt is read as a PDF, and a
 * spreadsheet named .docx is refused as a spreadsheet.
 */

import type { DocumentFormat } from '../types.ts';
import { ExtractionError } from './ExtractionError.ts';

export type Container = 'pdf' | 'zip' | 'ole' | 'rtf' | 'text';

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return new TextDecoder('latin1').decode(bytes.subarray(start, Math.min(end, bytes.length)));
}

/** Binary formats people upload by mistake, with the words used to tell them so. */
const UNSUPPORTED_SIGNATURES: Array<{ signature: number[]; offset?: number; what: string }> = [
  { signature: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { signature: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { signature: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { signature: [0x42, 0x4d], what: 'a bitmap image' },
  { signature: [0x49, 0x49, 0x2a, 0x00], what: 'a TIFF image' },
  { signature: [0x4d, 0x4d, 0x00, 0x2a], what: 'a TIFF image' },
  { signature: [0x52, 0x49, 0x46, 0x46], what: 'a media file (RIFF)' },
  { signature: [0x1f, 0x8b], what: 'a gzip archive' },
  { signature: [0x37, 0x7a, 0xbc, 0xaf], what: 'a 7-Zip archive' },
  { signature: [0x52, 0x61, 0x72, 0x21], what: 'a RAR archive' },
  { signature: [0x42, 0x5a, 0x68], what: 'a bzip2 archive' },
  { signature: [0xfd, 0x37, 0x7a, 0x58, 0x5a], what: 'an xz archive' },
  { signature: [0x4d, 0x5a], what: 'a Windows program' },
  { signature: [0x7f, 0x45, 0x4c, 0x46], what: 'a program (ELF)' },
  { signature: [0x49, 0x44, 0x33], what: 'an MP3 audio file' },
  { signature: [0x4f, 0x67, 0x67, 0x53], what: 'an Ogg media file' },
  { signature: [0x66, 0x74, 0x79, 0x70], offset: 4, what: 'a video or audio file (MP4)' },
  { signature: [0x1a, 0x45, 0xdf, 0xa3], what: 'a video file (Matroska/WebM)' },
  { signature: [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65], what: 'a database file' },
  { signature: [0x77, 0x4f, 0x46, 0x46], what: 'a font file' },
];

const SUPPORTED_TYPES = 'PDF, Word (DOCX, DOC), RTF, text, Markdown, HTML, VTT or SRT';

export function unsupported(what: string): ExtractionError {
  return new ExtractionError(
    'unsupported',
    `This file is ${what}, which Summer cannot summarize. Upload a ${SUPPORTED_TYPES} file.`,
  );
}

/** The container kind, from magic numbers; throws `unsupported` for known non-document formats. */
export function detectContainer(bytes: Uint8Array): Container {
  const head = ascii(bytes, 0, 1024);
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return 'zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (/^\s*\{\\rtf/.test(head.slice(0, 64))) return 'rtf';
  for (const { signature, offset, what } of UNSUPPORTED_SIGNATURES) {
    if (startsWith(bytes, signature, offset)) throw unsupported(what);
  }
  return 'text';
}

function extensionOf(filename: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(filename.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** The format a text file's name suggests, when it suggests one. */
export function textFormatFromName(filename: string): DocumentFormat | undefined {
  switch (extensionOf(filename)) {
    case 'md':
    case 'markdown':
    case 'mdown':
    case 'mkd':
      return 'md';
    case 'html':
    case 'htm':
    case 'xhtml':
      return 'html';
    case 'vtt':
      return 'vtt';
    case 'srt':
      return 'srt';
    case 'txt':
    case 'text':
      return 'txt';
    default:
      return undefined;
  }
}

/**
 * Whether decoded "text" is really binary: many control characters that text never has (a NUL-free
 * check is not enough for UTF-16 decoded as something else).
 */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8192);
  if (sample.length === 0) return false;
  let controls = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (
      (code < 0x20 && code !== 9 && code !== 10 && code !== 13 && code !== 12 && code !== 27) ||
      code === 0xfffd
    ) {
      controls++;
    }
  }
  return controls > sample.length * 0.1;
}
