import { termNormalizer } from './terms.ts';
import { segmentDocument, type TextUnit } from './units.ts';
import { buildTermSpace, cosine, type SparseVector } from './vectors.ts';
import { wordsOf } from './words.ts';

interface SourceMatch {
  /** The best-matching unit of the source (sentence, list item, heading…), with its offsets. */
  unit: TextUnit;
  /** Index of the unit in SourceIndex.units. */
  index: number;
  /** Cosine similarity of the two in 0..1 (tf-idf weighted by the source's statistics). */
  similarity: number;
}

export interface SourceIndex {
  units: readonly TextUnit[];
  /** Best source units for a sentence written elsewhere (e.g. by an abstractive model), best first. */
  match(sentence: string, limit?: number): SourceMatch[];
}

/** A term's postings list is capped: very common terms say little about where a sentence came from. */
const MAX_POSTINGS = 2000;

/**
 * Indexes a source text's units so that sentences written from it can be linked back to the passage
 * they came from. An inverted index over the units' terms keeps each lookup proportional to the
 * sentence's terms, not to the length of the source.
 */
export function createSourceIndex(text: string, language?: string): SourceIndex {
  const doc = segmentDocument(text, { language, withWords: true });
  const normalize = termNormalizer(language);
  const terms = doc.units.map((u) => normalize(u.tokens ?? []));
  for (const u of doc.units) u.tokens = undefined;
  const vocabulary = new Map<string, number>();
  terms.forEach((list) => {
    for (const t of list) if (!vocabulary.has(t)) vocabulary.set(t, vocabulary.size);
  });
  const space = buildTermSpace(terms);
  const postings = new Map<number, number[]>();
  space.vectors.forEach((v, i) => {
    for (const id of v.ids) {
      let list = postings.get(id);
      if (!list) {
        list = [];
        postings.set(id, list);
      }
      if (list.length < MAX_POSTINGS) list.push(i);
    }
  });

  const vectorOf = (sentence: string): SparseVector => {
    const counts = new Map<number, number>();
    for (const t of normalize(wordsOf(sentence, language))) {
      const id = vocabulary.get(t);
      if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const ids = Int32Array.from([...counts.keys()].sort((a, b) => a - b));
    const weights = new Float64Array(ids.length);
    let norm = 0;
    ids.forEach((id, k) => {
      const w = (1 + Math.log(counts.get(id)!)) * space.idf[id]!;
      weights[k] = w;
      norm += w * w;
    });
    norm = Math.sqrt(norm) || 1;
    for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
    return { ids, weights };
  };

  return {
    units: doc.units,
    match(sentence, limit = 1) {
      const v = vectorOf(sentence);
      const candidates = new Set<number>();
      for (const id of v.ids) for (const i of postings.get(id) ?? []) candidates.add(i);
      const out: SourceMatch[] = [];
      for (const i of candidates)
        out.push({ unit: doc.units[i]!, index: i, similarity: cosine(v, space.vectors[i]!) });
      return out.sort((a, b) => b.similarity - a.similarity || a.index - b.index).slice(0, limit);
    },
  };
}
