import { termNormalizer } from './terms.ts';
import { wordsOf } from './words.ts';

function termCounts(passage: string, language: string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of termNormalizer(language)(wordsOf(passage, language))) {
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return counts;
}

/**
 * Similarity of two passages in 0..1: cosine of their term counts (stop words removed, English
 * stemmed, other languages' words cut to a prefix). Meant for linking a sentence written elsewhere
 * (an abstractive summary) back to the source sentence it came from.
 */
export function textSimilarity(a: string, b: string, language?: string): number {
  const x = termCounts(a, language);
  const y = termCounts(b, language);
  let dot = 0;
  let nx = 0;
  let ny = 0;
  for (const [term, count] of x) {
    nx += count * count;
    const other = y.get(term);
    if (other) dot += count * other;
  }
  for (const count of y.values()) ny += count * count;
  return nx && ny ? dot / Math.sqrt(nx * ny) : 0;
}
