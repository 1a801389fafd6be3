/**
 * Word counting for web pages. A word is a whitespace-separated token with at least one letter or
 * digit, so the text convention's markers ("#", "-", "|") do not count. Scripts written without spaces
 * (Chinese, Japanese, Thai, …) are counted with Intl.Segmenter, otherwise a whole Chinese article would
 * count as a handful of "words". The engine's countWords can replace this once it lands.
 */

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

let segmenter: Intl.Segmenter | undefined;

function segmentedWords(token: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let count = 0;
  for (const segment of segmenter.segment(token)) if (segment.isWordLike) count++;
  return Math.max(count, 1);
}

export function countTokenWords(token: string): number {
  if (!HAS_WORD_CHARACTER.test(token)) return 0;
  return UNSPACED_SCRIPT.test(token) ? segmentedWords(token) : 1;
}

export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (token) count += countTokenWords(token);
  return count;
}
