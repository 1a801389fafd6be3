/**
 * The engine's public contract. The server, the desktop app and the CLI depend on these shapes only.
 *
 * Text convention: extraction returns plain text in which structure is kept as light markup that the
 * summarizer reads and every source offset refers to:
 * - paragraphs are separated by a blank line;
 * - a heading is a line starting with one to six '#' and a space ("## Results"); a line of text or a
 *   table row that starts so itself is escaped with a backslash ("\# of users | Growth"), which is
 *   markup, not content;
 * - a list item is a line starting with "- " (bullets and numbered items alike); a table row is one line
 *   with cells separated by " | ";
 * - a block of code stands between two lines of "```": its lines are text, never a summary sentence;
 * - a transcript turn is one line "Speaker: what they said", optionally preceded by a timestamp in
 *   brackets ("[00:01:23] Maria: Let's start."), the colon full width in Chinese and Japanese
 *   ("张伟：我们开始吧。"); lines without a speaker continue the previous turn;
 * - an e-mail's quoted line starts with "> " (">> " or "> > " for a quote inside a quote), read as the
 *   line without its marks; a line of marks alone parts paragraphs. A quotation opens before a letter,
 *   a quotation mark or a bracket, so a line such as "> 65 years" on its own is text.
 */

import type { SummaryLevel } from '../domain/index.ts';

export type DocumentFormat = 'pdf' | 'docx' | 'doc' | 'rtf' | 'txt' | 'md' | 'html' | 'vtt' | 'srt';

export interface ExtractedDocument {
  /** The document's text in the convention above. */
  text: string;
  format: DocumentFormat;
  /** Set when the text is a meeting transcript (VTT, SRT, or "Speaker: text" lines). */
  isTranscript: boolean;
  /** Number of pages, for paged formats. */
  pages?: number;
  /** The document's own title, when it names one. */
  title?: string;
  /** Things the user should know that did not stop extraction (e.g. "pages 3, 7 have no text layer"). */
  warnings: string[];
}

export type ExtractionErrorKind =
  | 'empty'
  | 'encrypted'
  | 'image_only'
  | 'corrupt'
  | 'unsupported'
  | 'too_large';

export interface ExtractOptions {
  /** Largest input accepted, in bytes (default: MAX_UPLOAD_BYTES of shared/domain). */
  maxBytes?: number;
}

export interface DetectedLanguage {
  /** ISO 639-1 code ("en", "zh", …), or "und" when it cannot be told. */
  code: string;
  /** English name of the language ("German"). */
  name: string;
  /** 0..1 */
  confidence: number;
}

export interface SummarizeOptions {
  level: SummaryLevel;
  /** ISO 639-1 code when the caller already knows it; detected otherwise. */
  language?: string;
}

export interface SummarySentence {
  text: string;
  /** UTF-16 offsets into the summarized text: text.slice(sourceStart, sourceEnd) is the source passage. */
  sourceStart: number;
  sourceEnd: number;
  /**
   * How closely the sentence matches that passage (0..1), for sentences written in other words than the
   * source's (Claude's). Absent when the sentence is the source's own text (the local engine).
   */
  similarity?: number;
}

export interface SummaryStats {
  originalWords: number;
  summaryWords: number;
  /** Summary words as a percentage of the original words (0–100, one decimal). */
  compressionRatio: number;
  /** Minutes at READING_WORDS_PER_MINUTE of shared/domain, one decimal. */
  originalReadingTime: number;
  summaryReadingTime: number;
  /** E.g. "12 minutes" or "1 hour 5 minutes". */
  timeSavedDisplay: string;
  /** Milliseconds spent summarizing. */
  processingTime: number;
  /** ISO 639-1 code of the document's language. */
  language: string;
}

export interface SummaryResult {
  /** The summary as Markdown (level 1: key points as a list; higher levels: paragraphs under the document's headings). */
  markdown: string;
  sentences: SummarySentence[];
  stats: SummaryStats;
  language: DetectedLanguage;
  /** Which engine produced it. */
  engine: 'local' | 'claude';
}
