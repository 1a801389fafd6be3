import { CITATIONS } from '../../shared/domain/index.ts';
import type { SummaryResult, SummarySentence } from '../../shared/engine/types.ts';

/** A summary sentence with the passage of the document it came from, for readers to check it. */
export interface CitedSentence extends SummarySentence {
  /** The source sentence with its paragraph around it (shortened), absent when not worked out. */
  passage?: string;
}

/** A summary as the server keeps and answers it: its sentences are the (bounded) citations. */
export type CitedSummary = Omit<SummaryResult, 'sentences'> & { sentences: CitedSentence[] };

/** Where `needle` last occurs in text[from, to), or -1: the window's slice bounds the search. */
function lastIndexWithin(text: string, needle: string, from: number, to: number): number {
  const found = text.slice(from, to).lastIndexOf(needle);
  return found < 0 ? -1 : from + found;
}

/** Where `needle` first occurs in text[from, to), or -1: the window's slice bounds the search. */
function indexWithin(text: string, needle: string, from: number, to: number): number {
  const found = text.slice(from, to).indexOf(needle);
  return found < 0 ? -1 : from + found;
}

/**
 * The paragraph a summary sentence came from, so a reader can check it in context: from the blank line
 * before the sentence to the one after, at most CITATIONS.contextChars either side (cut at a space), and
 * the sentence itself cut at CITATIONS.maxSentenceChars. Every search stays inside that window, so the
 * cost per sentence is bounded whatever the document's length (a 12 MB text without a blank line took
 * minutes when each sentence searched the whole text for its paragraph's ends).
 */
export function passageOf(text: string, start: number, end: number): string {
  const { contextChars, maxSentenceChars } = CITATIONS;
  const from = Math.max(0, Math.min(start, text.length));
  let to = Math.max(from, Math.min(end, text.length));
  let cutSentence = false;
  if (to - from > maxSentenceChars) {
    to = from + maxSentenceChars;
    cutSentence = true;
  }
  const windowStart = Math.max(0, from - contextChars);
  const windowEnd = cutSentence ? to : Math.min(text.length, to + contextChars);

  let left = windowStart;
  let prefix = '';
  const breakBefore = lastIndexWithin(text, '\n\n', windowStart, from);
  if (breakBefore >= 0) left = breakBefore + 2;
  else if (windowStart > 0) {
    // The paragraph starts further back: begin at a word, marked as cut.
    const space = indexWithin(text, ' ', windowStart, from);
    left = space >= 0 ? space + 1 : windowStart;
    prefix = '…';
  }

  let right = windowEnd;
  let suffix = cutSentence ? '…' : '';
  if (!cutSentence) {
    const breakAfter = indexWithin(text, '\n\n', to, windowEnd);
    if (breakAfter >= 0) right = breakAfter;
    else if (windowEnd < text.length) {
      const space = lastIndexWithin(text, ' ', to + 1, windowEnd);
      right = space >= 0 ? space : windowEnd;
      suffix = '…';
    }
  }
  return `${prefix}${text.slice(left, right).trim()}${suffix}`;
}

/**
 * The citations an answer carries: the first CITATIONS.maxSentences sentences, each with its passage.
 * Run where the text is, in a worker thread; the work and the result are bounded by CITATIONS.
 */
export function citeSentences(text: string, sentences: readonly SummarySentence[]): CitedSentence[] {
  return sentences.slice(0, CITATIONS.maxSentences).map((sentence) => ({
    ...sentence,
    passage: passageOf(text, sentence.sourceStart, sentence.sourceEnd),
  }));
}
