import { URL_MAX_WORDS } from '../../shared/domain/index.ts';
import { countTokenWords, countWords } from './wordCount.ts';

/**
 * Long pages are summarized from their beginning: the text is cut at the last paragraph boundary that
 * keeps it within the word limit (inside a paragraph only when the first one alone is longer).
 */

export interface TruncatedText {
  text: string;
  wordCount: number;
  truncated: boolean;
  notice?: string;
}

const NUMBER = new Intl.NumberFormat('en-US');

export function truncationNotice(maxWords: number): string {
  const limit = NUMBER.format(maxWords);
  return `This article is over ${limit} words; only the first ${limit} were summarized.`;
}

function cutInsideParagraph(paragraph: string, words: number): string {
  let kept = 0;
  // Walk tokens with their positions so the original spacing and line breaks are kept.
  for (const match of paragraph.matchAll(/\S+/g)) {
    const weight = countTokenWords(match[0]);
    if (kept + weight > words) return paragraph.slice(0, match.index).trimEnd();
    kept += weight;
  }
  return paragraph;
}

export function truncateToWords(text: string, maxWords = URL_MAX_WORDS): TruncatedText {
  const total = countWords(text);
  if (total <= maxWords) return { text, wordCount: total, truncated: false };

  const paragraphs = text.split(/\n{2,}/);
  const kept: string[] = [];
  let words = 0;
  for (const paragraph of paragraphs) {
    const count = countWords(paragraph);
    if (words + count > maxWords) {
      if (kept.length === 0) {
        const part = cutInsideParagraph(paragraph, maxWords);
        kept.push(part);
        words = countWords(part);
      }
      break;
    }
    kept.push(paragraph);
    words += count;
  }
  return { text: kept.join('\n\n'), wordCount: words, truncated: true, notice: truncationNotice(maxWords) };
}
