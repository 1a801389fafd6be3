import { boundedCuts, wordSegmenter } from './segmenters.ts';

/**
 * Number of words in a passage: ICU word-like segments, so Chinese, Japanese and Thai count
 * dictionary words rather than characters or space-separated runs.
 */
export function countWordsIn(passage: string, language?: string): number {
  let n = 0;
  for (const segment of wordSegmenter(language).segment(passage)) if (segment.isWordLike) n++;
  return n;
}

/** Lower-cased word-like segments of a passage. */
export function wordsOf(passage: string, language?: string): string[] {
  const out: string[] = [];
  for (const segment of wordSegmenter(language).segment(passage)) {
    if (segment.isWordLike) out.push(segment.segment.toLowerCase());
  }
  return out;
}

/**
 * Words in a whole text of any length. Counted paragraph by paragraph (and in bounded pieces of
 * over-long paragraphs) because ICU segmentation of one very long string is slow.
 */
export function countWords(text: string, language?: string): number {
  let total = 0;
  let from = 0;
  while (from < text.length) {
    let to = text.indexOf('\n\n', from);
    if (to < 0) to = text.length;
    if (to > from) {
      const cuts = boundedCuts(text, from, to);
      for (let c = 0; c + 1 < cuts.length; c++)
        total += countWordsIn(text.slice(cuts[c], cuts[c + 1]), language);
    }
    from = to + 2;
  }
  return total;
}
