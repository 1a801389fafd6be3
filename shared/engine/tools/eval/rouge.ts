/**
 * ROUGE-1, ROUGE-2 and summary-level ROUGE-L ("ROUGE-Lsum") F1, computed the way the widely used
 * reference implementation does: clipped n-gram overlap; for Lsum, the union of longest common
 * subsequences of each reference sentence with every candidate sentence, counted with clipping.
 */

export interface RougeScores {
  r1: number;
  r2: number;
  rl: number;
}

function f1(hits: number, candidateTotal: number, referenceTotal: number): number {
  if (hits === 0 || candidateTotal === 0 || referenceTotal === 0) return 0;
  const p = hits / candidateTotal;
  const r = hits / referenceTotal;
  return (2 * p * r) / (p + r);
}

function ngramCounts(tokens: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = n === 1 ? tokens[i]! : tokens.slice(i, i + n).join('\u0001');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function rougeN(candidate: readonly string[], reference: readonly string[], n: number): number {
  const c = ngramCounts(candidate, n);
  const r = ngramCounts(reference, n);
  let hits = 0;
  for (const [gram, count] of c) hits += Math.min(count, r.get(gram) ?? 0);
  return f1(hits, Math.max(0, candidate.length - n + 1), Math.max(0, reference.length - n + 1));
}

/** Indices of `a` that are part of one longest common subsequence of a and b. */
function lcsIndices(a: readonly string[], b: readonly string[]): number[] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      table[i * cols + j] =
        a[i - 1] === b[j - 1]
          ? table[(i - 1) * cols + j - 1]! + 1
          : Math.max(table[(i - 1) * cols + j]!, table[i * cols + j - 1]!);
    }
  }
  const out: number[] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    if (a[i - 1] === b[j - 1]) {
      out.push(i - 1);
      i--;
      j--;
    } else if (table[(i - 1) * cols + j]! >= table[i * cols + j - 1]!) i--;
    else j--;
  }
  return out.reverse();
}

function rougeLsum(candidateSentences: readonly string[][], referenceSentences: readonly string[][]): number {
  const candidateCounts = new Map<string, number>();
  const referenceCounts = new Map<string, number>();
  let candidateTotal = 0;
  let referenceTotal = 0;
  for (const s of candidateSentences)
    for (const t of s) {
      candidateCounts.set(t, (candidateCounts.get(t) ?? 0) + 1);
      candidateTotal++;
    }
  for (const s of referenceSentences)
    for (const t of s) {
      referenceCounts.set(t, (referenceCounts.get(t) ?? 0) + 1);
      referenceTotal++;
    }
  let hits = 0;
  for (const ref of referenceSentences) {
    const union = new Set<number>();
    for (const cand of candidateSentences) for (const i of lcsIndices(ref, cand)) union.add(i);
    for (const i of [...union].sort((x, y) => x - y)) {
      const t = ref[i]!;
      const c = candidateCounts.get(t) ?? 0;
      const r = referenceCounts.get(t) ?? 0;
      if (c > 0 && r > 0) {
        hits++;
        candidateCounts.set(t, c - 1);
        referenceCounts.set(t, r - 1);
      }
    }
  }
  return f1(hits, candidateTotal, referenceTotal);
}

export function rouge(
  candidateSentences: readonly string[][],
  referenceSentences: readonly string[][],
): RougeScores {
  const candidate = candidateSentences.flat();
  const reference = referenceSentences.flat();
  return {
    r1: rougeN(candidate, reference, 1),
    r2: rougeN(candidate, reference, 2),
    rl: rougeLsum(candidateSentences, referenceSentences),
  };
}
