import { WordTally } from '../../segment/words.ts';

/**
 * Units in the given order until `words` words, the last one cut at a word boundary. Counted as
 * countWords counts (a hyphenated compound is one word), so a baseline is exactly as long as ours.
 */
export function fitToWords(
  units: readonly { text: string; words: number }[],
  language: string,
  words: number,
): string[] {
  const out: string[] = [];
  let total = 0;
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  for (const u of units) {
    if (total >= words) break;
    if (total + u.words <= words) {
      out.push(u.text);
      total += u.words;
      continue;
    }
    const need = words - total;
    const tally = new WordTally();
    let end = 0;
    for (const s of segmenter.segment(u.text)) {
      tally.add(s);
      if (tally.count > need) break;
      if (s.isWordLike) end = s.index + s.segment.length;
    }
    out.push(u.text.slice(0, end));
    total = words;
  }
  return out;
}
