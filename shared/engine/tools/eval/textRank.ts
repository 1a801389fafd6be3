/**
 * A plain TextRank peer (Mihalcea & Tarau 2004), as packages such as node-summarizer implement it:
 * every pair of sentences is linked by the words they share (stop words left out, English stemmed),
 * normalised by log(|Si|) + log(|Sj|); PageRank (damping 0.85) ranks the sentences; the best ones
 * are taken until the summary is as long as ours, and shown in document order. No position prior.
 * Its cost is quadratic in the sentences: an evaluation baseline, never part of the engine.
 * (node-summarizer itself is not run: it needs WordNet's database, whose licence is not among the
 * project's, and its random walk gives a different answer on each run.)
 */
import { segmentDocument } from '../../segment/index.ts';
import { stopwordsFor } from '../../segment/stopwords.ts';
import { fitToWords } from './fit.ts';
import { tokenize } from './tokenize.ts';

const DAMPING = 0.85;
const ITERATIONS = 50;

export function textRankSummary(text: string, language: string, words: number): string[] {
  const units = segmentDocument(text, { language }).units.filter((u) => u.kind !== 'heading' && u.words > 0);
  const stop = stopwordsFor(language);
  const terms = units.map((u) => new Set(tokenize(u.text, language).filter((t) => !stop.has(t))));
  const n = units.length;
  const weights: Float64Array[] = terms.map(() => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = terms[i]!;
      const b = terms[j]!;
      if (a.size < 2 || b.size < 2) continue;
      let common = 0;
      for (const t of a) if (b.has(t)) common++;
      if (common === 0) continue;
      const w = common / (Math.log(a.size) + Math.log(b.size));
      weights[i]![j] = w;
      weights[j]![i] = w;
    }
  }
  const outWeight = weights.map((row) => row.reduce((s, w) => s + w, 0));
  let rank = new Float64Array(n).fill(1 / Math.max(1, n));
  for (let k = 0; k < ITERATIONS; k++) {
    const next = new Float64Array(n).fill((1 - DAMPING) / Math.max(1, n));
    for (let j = 0; j < n; j++) {
      if (outWeight[j] === 0) continue;
      const share = (DAMPING * rank[j]!) / outWeight[j]!;
      const row = weights[j]!;
      for (let i = 0; i < n; i++) if (row[i]) next[i]! += share * row[i]!;
    }
    rank = next;
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => rank[b]! - rank[a]! || a - b);
  // The best sentences until the length is reached, then shown in document order, the last one cut.
  const chosen: number[] = [];
  let total = 0;
  for (const i of order) {
    if (total >= words) break;
    chosen.push(i);
    total += units[i]!.words;
  }
  const last = chosen[chosen.length - 1];
  const inOrder = chosen.sort((a, b) => a - b);
  // The lowest-ranked sentence is the one cut: it goes last.
  const fitted = [...inOrder.filter((i) => i !== last), ...(last === undefined ? [] : [last])];
  return fitToWords(
    fitted.map((i) => units[i]!),
    language,
    words,
  );
}
