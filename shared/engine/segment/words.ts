import { boundedCuts, wordSegmenter } from './segmenters.ts';

/**
 * Marks that join two words written without a space into one word, as readers and word processors
 * count them: hyphens and dashes ("south-east", "2019–2020"), slashes ("and/or"), "&" ("R&D"), "@" and
 * the rest of ASCII punctuation and symbols (addresses, "friend(s)"), math symbols and the degree sign.
 * ICU's word segmentation splits at all of these.
 */
const JOINER = /^[\p{Pd}\p{Sm}!-/:-@[-`{-~°]+$/u;

/**
 * Scripts written without spaces between words. ICU finds the words there by dictionary, so words of
 * these scripts are never joined: punctuation between them separates words as it reads.
 */
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;

/**
 * Counts words among the segments of a passage, fed in order: ICU word-like segments, except that
 * word-like segments joined by JOINER marks with no space between ("twelve-month", "R&D") are one word,
 * as they are one whitespace-separated token. A lone mark ("—", "&") is no word.
 */
export class WordTally {
  count = 0;
  /** The last word-like segment, while the next one could still continue it. */
  private last: string | null = null;
  /** A run of joining marks follows `last`. */
  private joined = false;

  add(segment: Intl.SegmentData): void {
    const piece = segment.segment;
    if (segment.isWordLike) {
      const continues =
        this.joined &&
        this.last !== null &&
        !UNSPACED.test(this.last.slice(-2)) &&
        !UNSPACED.test(piece.slice(0, 2));
      if (!continues) this.count++;
      this.last = piece;
      this.joined = false;
    } else if (this.last !== null && JOINER.test(piece)) {
      this.joined = true;
    } else {
      this.last = null;
      this.joined = false;
    }
  }
}

/**
 * Number of words in a passage: ICU word-like segments, so Chinese, Japanese and Thai count
 * dictionary words rather than characters or space-separated runs; compounds joined by a hyphen,
 * slash or similar mark count once (see WordTally).
 */
export function countWordsIn(passage: string, language?: string): number {
  const tally = new WordTally();
  for (const segment of wordSegmenter(language).segment(passage)) tally.add(segment);
  return tally.count;
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
