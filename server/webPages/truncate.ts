import { URL_MAX_WORDS } from '../../shared/domain/index.ts';
import { countWords, countWordsIn } from '../../shared/engine/index.ts';

/**
 * Long pages are summarized from their beginning: the text is cut at the last paragraph boundary that
 * keeps it within the word limit (inside a paragraph only when the first one alone is longer). The
 * scan stops at the paragraph that crosses the limit, so a huge page costs little more than the part
 * that is kept. Words are counted
 * by the engine, the same way the summary's statistics count them.
 */

export interface TruncatedText {
  text: string;
  /** Words in the text returned. */
  wordCount: number;
  truncated: boolean;
  notice?: string;
}

const NUMBER = new Intl.NumberFormat('en-US');

export function truncationNotice(maxWords: number): string {
  const limit = NUMBER.format(maxWords);
  return `This article is over ${limit} words; only the first ${limit} were summarized.`;
}

interface Prefix {
  /** The longest start of the paragraph within the budget (all of it when `complete`). */
  text: string;
  words: number;
  complete: boolean;
}

function prefixWithin(paragraph: string, budget: number): Prefix {
  const total = countWords(paragraph);
  if (total <= budget) return { text: paragraph, words: total, complete: true };
  let words = 0;
  for (const match of paragraph.matchAll(/\S+/g)) {
    const weight = countWordsIn(match[0]);
    if (words + weight > budget) {
      return { text: paragraph.slice(0, match.index).trimEnd(), words, complete: false };
    }
    words += weight;
  }
  return { text: paragraph, words, complete: true };
}

export function truncateToWords(text: string, maxWords = URL_MAX_WORDS): TruncatedText {
  const kept: string[] = [];
  let words = 0;
  for (const paragraph of text.split(/\n{2,}/)) {
    const prefix = prefixWithin(paragraph, maxWords - words);
    if (!prefix.complete) {
      if (kept.length === 0) {
        kept.push(prefix.text);
        words = prefix.words;
      }
      return {
        text: kept.join('\n\n'),
        wordCount: words,
        truncated: true,
        notice: truncationNotice(maxWords),
      };
    }
    kept.push(paragraph);
    words += prefix.words;
  }
  return { text, wordCount: words, truncated: false };
}
