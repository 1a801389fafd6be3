import { CITATIONS } from '../../shared/domain/index.ts';
import { countWords, detectLanguage, languageName, looksLikeTranscript } from '../../shared/engine/index.ts';
import type { DetectedLanguage, SummarizeOptions } from '../../shared/engine/types.ts';
import { type CitedSentence, citeSentences } from '../summarize/citations.ts';
import { splitIntoParts } from './chunks.ts';
import { linkSentences } from './linkSentences.ts';
import type { SummaryShape } from './prompt.ts';

/**
 * The CPU-heavy steps of a Claude summary, run as jobs of the server's worker pool (claudeJobs) so
 * the event loop stays free while long documents are measured and linked: before the requests, the
 * language, word counts, shape and parts of the document; after them, the summary's word count and
 * the links from its sentences back to the source.
 */

interface ClaudePlanJob {
  type: 'claudePlan';
  text: string;
  options: SummarizeOptions;
  /** Estimated tokens of document text per request. */
  inputTokens: number;
}

export interface PlannedPart {
  start: number;
  end: number;
  words: number;
}

interface ClaudePlan {
  language: DetectedLanguage;
  originalWords: number;
  shape: SummaryShape;
  /** Contiguous parts covering the text, each fitting one request (one part for most documents). */
  parts: PlannedPart[];
}

interface ClaudeFinishJob {
  type: 'claudeFinish';
  text: string;
  markdown: string;
  language: string;
}

interface ClaudeFinish {
  /** The summary's first CITATIONS.maxSentences sentences, linked to the source, with their passages. */
  sentences: CitedSentence[];
  summaryWords: number;
}

function resolveLanguage(text: string, code: string | undefined): DetectedLanguage {
  if (code && code !== 'und') return { code, name: languageName(code), confidence: 1 };
  return detectLanguage(text);
}

function planClaudeSummary({ text, options, inputTokens }: ClaudePlanJob): ClaudePlan {
  const language = resolveLanguage(text, options.language);
  const originalWords = countWords(text, language.code);
  const shape: SummaryShape = looksLikeTranscript(text)
    ? 'transcript'
    : options.level === 1
      ? 'points'
      : 'sections';
  const spans = splitIntoParts(text, inputTokens, language.code);
  const parts =
    spans.length === 1
      ? [{ start: 0, end: text.length, words: originalWords }]
      : spans.map(({ start, end }) => ({
          start,
          end,
          words: countWords(text.slice(start, end).trim(), language.code),
        }));
  return { language, originalWords, shape, parts };
}

function finishClaudeSummary({ text, markdown, language }: ClaudeFinishJob): ClaudeFinish {
  const linked = linkSentences(text, markdown, language, CITATIONS.maxSentences);
  return { sentences: citeSentences(text, linked), summaryWords: countWords(markdown, language) };
}

/** The worker jobs of a Claude summary, served by the server's engine worker beside the local engine's. */
export const claudeJobs = { claudePlan: planClaudeSummary, claudeFinish: finishClaudeSummary };

export type ClaudeJobs = typeof claudeJobs;
