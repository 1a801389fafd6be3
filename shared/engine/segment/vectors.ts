/**
 * Sparse, L2-normalised tf-idf vectors of units and their cosine similarity. Term ids are small
 * integers so vectors are sorted typed arrays and a dot product is a merge.
 */

export interface SparseVector {
  ids: Int32Array;
  weights: Float64Array;
}

const EMPTY_VECTOR: SparseVector = { ids: new Int32Array(0), weights: new Float64Array(0) };

export interface TermSpace {
  vectors: SparseVector[];
  /** Inverse document frequency per term id. */
  idf: Float64Array;
  vocabularySize: number;
}

/** Builds tf-idf vectors for documents given as term lists (units are the "documents" here). */
export function buildTermSpace(termLists: readonly (readonly string[])[]): TermSpace {
  const vocabulary = new Map<string, number>();
  const idLists: Int32Array[] = [];
  const df: number[] = [];
  for (const terms of termLists) {
    const ids = new Int32Array(terms.length);
    for (let k = 0; k < terms.length; k++) {
      let id = vocabulary.get(terms[k]!);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(terms[k]!, id);
        df.push(0);
      }
      ids[k] = id;
    }
    ids.sort();
    for (let k = 0; k < ids.length; k++) if (k === 0 || ids[k] !== ids[k - 1]) df[ids[k]!]!++;
    idLists.push(ids);
  }
  const n = termLists.length;
  const idf = new Float64Array(df.length);
  for (let t = 0; t < df.length; t++) idf[t] = Math.log((n + 1) / (df[t]! + 0.5));
  const vectors = idLists.map((ids) => toVector(ids, idf));
  return { vectors, idf, vocabularySize: df.length };
}

function toVector(sortedIds: Int32Array, idf: Float64Array): SparseVector {
  if (sortedIds.length === 0) return EMPTY_VECTOR;
  let distinct = 0;
  for (let k = 0; k < sortedIds.length; k++) if (k === 0 || sortedIds[k] !== sortedIds[k - 1]) distinct++;
  const ids = new Int32Array(distinct);
  const weights = new Float64Array(distinct);
  let d = -1;
  for (let k = 0; k < sortedIds.length; k++) {
    if (k === 0 || sortedIds[k] !== sortedIds[k - 1]) {
      d++;
      ids[d] = sortedIds[k]!;
    }
    weights[d]! += 1;
  }
  let norm = 0;
  for (let k = 0; k < distinct; k++) {
    // Sub-linear term frequency: a word repeated in one sentence is not that much more important.
    const w = (1 + Math.log(weights[k]!)) * idf[ids[k]!]!;
    weights[k] = w;
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (let k = 0; k < distinct; k++) weights[k]! /= norm;
  return { ids, weights };
}

/** Cosine similarity of two normalised sparse vectors. */
export function cosine(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let sum = 0;
  const ai = a.ids;
  const bi = b.ids;
  while (i < ai.length && j < bi.length) {
    const x = ai[i]!;
    const y = bi[j]!;
    if (x === y) {
      sum += a.weights[i]! * b.weights[j]!;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return sum;
}

/** Dense centroid (sum of vectors, normalised) of the given vectors. */
export function centroidOf(vectors: readonly SparseVector[], size: number): Float64Array {
  const centroid = new Float64Array(size);
  for (const v of vectors) for (let k = 0; k < v.ids.length; k++) centroid[v.ids[k]!]! += v.weights[k]!;
  let norm = 0;
  for (let t = 0; t < size; t++) norm += centroid[t]! * centroid[t]!;
  norm = Math.sqrt(norm) || 1;
  for (let t = 0; t < size; t++) centroid[t]! /= norm;
  return centroid;
}

export function cosineWithDense(v: SparseVector, dense: Float64Array): number {
  let sum = 0;
  for (let k = 0; k < v.ids.length; k++) sum += v.weights[k]! * dense[v.ids[k]!]!;
  return sum;
}
