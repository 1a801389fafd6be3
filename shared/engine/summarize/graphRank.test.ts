import { describe, expect, it } from 'vitest';
import { termNormalizer } from '../segment/terms.ts';
import { buildTermSpace, type SparseVector } from '../segment/vectors.ts';
import { graphRank } from './graphRank.ts';

/** The same ranking the slow way: the whole weight matrix, then PageRank from the degree. */
function quadraticRank(vectors: readonly SparseVector[], iterations: number): number[] {
  const m = vectors.length;
  const f = vectors.map((v) => (v.ids.length > 1 ? 1 / Math.sqrt(2 * Math.log(v.ids.length + 1)) : 0));
  const w = vectors.map((a, i) =>
    vectors.map((b, j) => (i === j ? 0 : f[i]! * f[j]! * [...a.ids].filter((t) => b.ids.includes(t)).length)),
  );
  const degree = w.map((row) => row.reduce((s, x) => s + x, 0));
  const total = degree.reduce((s, x) => s + x, 0);
  let rank = degree.map((d) => d / total);
  for (let k = 0; k < iterations; k++) {
    rank = rank.map(
      (_, i) =>
        0.15 / m + 0.85 * rank.reduce((s, r, j) => s + (degree[j] ? (w[j]![i]! * r) / degree[j]! : 0), 0),
    );
  }
  return rank;
}

describe('graphRank', () => {
  const sentences = [
    'The storm closed the coastal road and the harbour for two days.',
    'Fishermen kept their boats in the harbour while the storm passed.',
    'The coastal road reopened on Sunday after crews cleared fallen trees.',
    'A bakery in the village gave free bread to the road crews.',
    'Harbour officials said the storm was the strongest in ten years.',
    'Music.',
  ];
  const normalize = termNormalizer('en');
  const space = buildTermSpace(sentences.map((s) => normalize(s.toLowerCase().match(/\p{L}+/gu) ?? [])));

  it('gives what PageRank over the whole sentence graph gives, without building the graph', () => {
    const fast = graphRank(space.vectors, space.vocabularySize, 10);
    const slow = quadraticRank(space.vectors, 10);
    for (const [i, r] of slow.entries()) expect(fast[i]).toBeCloseTo(r, 12);
  });

  it('ranks the sentence that shares most with the others first and a lone word last', () => {
    const rank = [...graphRank(space.vectors, space.vocabularySize, 10)];
    const best = rank.indexOf(Math.max(...rank));
    expect(sentences[best]).toMatch(/storm/);
    expect(rank.indexOf(Math.min(...rank))).toBe(5);
  });
});
