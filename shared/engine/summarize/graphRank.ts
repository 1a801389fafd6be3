import type { SparseVector } from '../segment/vectors.ts';

/**
 * TextRank's sentence graph ranked in linear time. Two units are linked by the terms they share,
 * divided by the logs of their lengths; PageRank ranks the units. The graph is never built: its
 * weight factors into per-unit and per-term parts, w(i, j) = f(i) f(j) Σ_t [t ∈ i][t ∈ j] with
 * f(i) = 1 / sqrt(2 log |i|), so multiplying it by a vector x is one pass that sums f(j) x(j) per term
 * and one pass that reads those sums back per unit. (TextRank divides by log|i| + log|j|; the product
 * form puts the geometric mean in place of the arithmetic one, equal for units of equal length.)
 * Cost: the number of (unit, term) pairs per iteration.
 */

const DAMPING = 0.85;

export function graphRank(
  vectors: readonly SparseVector[],
  vocabularySize: number,
  iterations: number,
): Float64Array {
  const m = vectors.length;
  const factor = new Float64Array(m);
  for (let a = 0; a < m; a++) {
    const size = vectors[a]!.ids.length;
    // A unit of one term links to nothing worth ranking (TextRank skips them too).
    factor[a] = size > 1 ? 1 / Math.sqrt(2 * Math.log(size + 1)) : 0;
  }
  const perTerm = new Float64Array(vocabularySize);
  /** out = W x, W without self-links. */
  const multiply = (x: Float64Array, out: Float64Array) => {
    perTerm.fill(0);
    for (let a = 0; a < m; a++) {
      const w = factor[a]! * x[a]!;
      if (w === 0) continue;
      for (const t of vectors[a]!.ids) perTerm[t]! += w;
    }
    for (let a = 0; a < m; a++) {
      const ids = vectors[a]!.ids;
      let sum = 0;
      for (const t of ids) sum += perTerm[t]!;
      out[a] = factor[a]! * (sum - factor[a]! * x[a]! * ids.length);
    }
  };
  const degree = new Float64Array(m);
  multiply(new Float64Array(m).fill(1), degree);
  let total = 0;
  for (let a = 0; a < m; a++) total += degree[a]!;
  // Without teleporting, the walk's stationary state is the degree itself: a good start.
  const rank = Float64Array.from(degree, (d) => (total > 0 ? d / total : 1 / m));
  const share = new Float64Array(m);
  const next = new Float64Array(m);
  for (let k = 0; k < iterations; k++) {
    for (let a = 0; a < m; a++) share[a] = degree[a]! > 0 ? rank[a]! / degree[a]! : 0;
    multiply(share, next);
    for (let a = 0; a < m; a++) rank[a] = (1 - DAMPING) / m + DAMPING * next[a]!;
  }
  return rank;
}
