import { MAX_UPLOAD_BYTES } from '../../domain/index.ts';
import type { DocumentFormat, ExtractedDocument, ExtractOptions } from '../types.ts';
import { decodeText } from './charset/decode.ts';
import { detectContainer } from './detect.ts';
import { ExtractionError } from './ExtractionError.ts';
import { extractDoc, identifyOle } from './formats/doc.ts';
import { extractDocx, identifyZip } from './formats/docx.ts';
import { htmlToText } from './formats/html.ts';
import { extractPdf } from './formats/pdf.ts';
import { extractRtf } from './formats/rtf.ts';
import { extractTextFile, sniffTextFormat } from './formats/textFormats.ts';
import { speakerTranscriptToText } from './formats/transcript.ts';
import { MAX_TEXT_LENGTH } from './limits.ts';
import { hasContent, normalizeText } from './textConvention.ts';

export { ExtractionError, htmlToText };

interface RawExtraction {
  text: string;
  format: DocumentFormat;
  isTranscript?: boolean;
  pages?: number;
  title?: string;
  warnings?: string[];
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 10 || Number.isInteger(mb) ? `${Math.round(mb)} MB` : `${mb.toFixed(1)} MB`;
}

/**
 * The document format of a file, from its content (magic numbers, zip and OLE2 directories, text
 * patterns) and, for text files only, its name. Throws `ExtractionError` ('unsupported', 'encrypted',
 * 'corrupt') when the bytes are not a readable document.
 */
export function detectFormat(bytes: Uint8Array, filename = ''): DocumentFormat {
  switch (detectContainer(bytes)) {
    case 'pdf':
      return 'pdf';
    case 'zip':
      identifyZip(bytes, filename);
      return 'docx';
    case 'ole':
      identifyOle(bytes);
      return 'doc';
    case 'rtf':
      return 'rtf';
    default:
      return sniffTextFormat(decodeText(bytes.subarray(0, 64 * 1024)).text, filename);
  }
}

async function extractRaw(bytes: Uint8Array, filename: string): Promise<RawExtraction> {
  switch (detectContainer(bytes)) {
    case 'pdf':
      return extractPdf(bytes);
    case 'zip':
      return extractDocx(bytes, filename);
    case 'ole':
      return extractDoc(bytes);
    case 'rtf':
      return extractRtf(bytes);
    default:
      return extractTextFile(bytes, filename);
  }
}

/** Formats a meeting tool exports its transcripts in besides text and subtitles (Teams, Otter: .docx, .pdf). */
const TRANSCRIPT_EXPORTS: ReadonlySet<DocumentFormat> = new Set(['docx', 'doc', 'rtf', 'pdf']);

/**
 * A transcript saved as a Word file or a PDF ("Maria Lopez   0:03" over each turn) is read as a text
 * file's transcript is: turns with their speakers.
 */
function asTranscript(raw: RawExtraction): RawExtraction {
  if (raw.isTranscript || !TRANSCRIPT_EXPORTS.has(raw.format)) return raw;
  const turns = speakerTranscriptToText(raw.text);
  return turns === undefined ? raw : { ...raw, text: turns, isTranscript: true };
}

/**
 * Turns a file's bytes into the engine's text convention (see types.ts). Throws `ExtractionError`
 * with a message for the person who uploaded the file when it cannot.
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
      `This file is ${megabytes(bytes.byteLength)}, larger than the ${megabytes(maxBytes)} limit. Split it into smaller files or upload a shorter version.`,
    );
  }
  if (bytes.byteLength === 0)
    throw new ExtractionError('empty', 'This file is empty: it has no content at all.');

  let raw: RawExtraction;
  try {
    raw = await extractRaw(bytes, filename);
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    if (error instanceof RangeError && /allocation|memory|string length/i.test(error.message)) {
      throw new ExtractionError('too_large', 'This document holds more text than Summer can read at once.');
    }
    throw new ExtractionError(
      'corrupt',
      'This file appears to be damaged and could not be read. Try opening it and saving it again.',
    );
  }
  raw = asTranscript(raw);
  const warnings = [...(raw.warnings ?? [])];
  let text = normalizeText(raw.text);
  if (text.length > MAX_TEXT_LENGTH) {
    text = text.slice(0, MAX_TEXT_LENGTH);
    warnings.push('The document is very long: only its beginning was read.');
  }
  if (!hasContent(text)) {
    throw new ExtractionError('empty', 'This document contains no text.');
  }
  const title = raw.title ? normalizeText(raw.title).replace(/\s+/g, ' ') : '';
  return {
    text,
    format: raw.format,
    isTranscript: raw.isTranscript ?? false,
    ...(raw.pages !== undefined ? { pages: raw.pages } : {}),
    ...(title ? { title } : {}),
    warnings,
  };
}
