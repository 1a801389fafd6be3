import { segmentDocument, type TextUnit, textSimilarity } from '../../shared/engine/index.ts';
import { termNormalizer } from '../../shared/engine/segment/index.ts';
import type { SummarySentence } from '../../shared/engine/types.ts';

/**
 * Links each sentence of a summary written in Claude's own words back to the source sentence it most
 * likely comes from, so citations work as they do for the local engine's quoted sentences.
 *
 * Candidates come from an inverted index of the source's terms (rare shared terms weigh most), and only
 * the best few are compared with textSimilarity: the cost grows with the text and the summary, never
 * with their product. A sentence whose best match is weak still links to that best candidate, with its
 * low similarity; one sharing no term with the source links where its neighbour does (similarity 0).
 */

/** Candidates compared in full per summary sentence. */
const CANDIDATES = 8;
/** Source units right after the previous link that are always compared too. */
const NEIGHBOURS = 3;
/** Terms found in more source units than this are skipped while gathering candidates (unless all are). */
const MAX_POSTINGS = 5000;

interface SourceIndex {
  units: TextUnit[];
  postings: Map<string, number[]>;
}

function buildIndex(text: string, language: string): SourceIndex {
  const doc = segmentDocument(text, { language, withWords: true });
  const normalize = termNormalizer(language);
  const units: TextUnit[] = [];
  const postings = new Map<string, number[]>();
  for (const unit of doc.units) {
    const terms = normalize(unit.tokens ?? []);
    unit.tokens = undefined;
    if (unit.kind === 'heading') continue;
    const id = units.length;
    units.push(unit);
    for (const term of new Set(terms)) {
      const list = postings.get(term);
      if (list) list.push(id);
      else postings.set(term, [id]);
    }
  }
  return { units, postings };
}

/** Inline Markdown that is presentation, not words: emphasis, code ticks, link targets. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\\([\\`*_#\-[\]()>!.])/g, '$1')
    .trim();
}

function candidatesFor(terms: string[], index: SourceIndex): number[] {
  const total = index.units.length;
  const known = [...new Set(terms)]
    .map((term) => ({ term, list: index.postings.get(term) }))
    .filter((entry): entry is { term: string; list: number[] } => entry.list !== undefined)
    .sort((a, b) => a.list.length - b.list.length);
  if (known.length === 0) return [];
  const usable = known.filter((entry) => entry.list.length <= MAX_POSTINGS);
  const chosen = usable.length > 0 ? usable : known.slice(0, 3);
  const scores = new Map<number, number>();
  for (const { list } of chosen) {
    const weight = Math.log(1 + total / list.length);
    const limit = Math.min(list.length, MAX_POSTINGS);
    for (let i = 0; i < limit; i++) scores.set(list[i]!, (scores.get(list[i]!) ?? 0) + weight);
  }
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, CANDIDATES)
    .map(([id]) => id);
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether unit `a` follows `after` more closely than unit `b` does (units before `after` come last). */
function closerAfter(a: number, b: number, after: number): boolean {
  const distance = (id: number) => (id > after ? id - after : Number.MAX_SAFE_INTEGER - (after - id));
  return distance(a) < distance(b);
}

/**
 * The summary's sentences and list items (headings are structure, not claims), each linked to the source;
 * the first `limit` of them (the citations an answer carries), so the work stays bounded too.
 */
export function linkSentences(
  source: string,
  summaryMarkdown: string,
  language: string,
  limit = Number.POSITIVE_INFINITY,
): SummarySentence[] {
  const index = buildIndex(source, language);
  const normalize = termNormalizer(language);
  const summary = segmentDocument(summaryMarkdown, { language, transcript: false, withWords: true });
  const linked: (SummarySentence & { similarity: number; found: boolean })[] = [];
  let lastId = -1;
  for (const unit of summary.units) {
    if (linked.length >= limit) break;
    if (unit.kind === 'heading') continue;
    const text = plainText(unit.text.replace(/\s*\n\s*/g, ' '));
    if (!text) continue;
    let best: { id: number; similarity: number } | undefined;
    const squashed = squash(text);
    const candidates = candidatesFor(normalize(unit.tokens ?? []), index);
    // The sentences right after the previous one's source are candidates too: summaries follow the text.
    if (candidates.length > 0) {
      for (let id = lastId + 1; id <= lastId + NEIGHBOURS && id < index.units.length; id++)
        candidates.push(id);
    }
    for (const id of candidates) {
      const candidate = index.units[id]!;
      // A quoted sentence is its own source, even when near-twins score the same.
      const similarity =
        squash(candidate.text) === squashed ? 1.000001 : textSimilarity(text, candidate.text, language);
      const tie = best !== undefined && Math.abs(similarity - best.similarity) < 1e-9;
      // Between equals, the one closest after the previous sentence's source: summaries keep the document's order.
      if (!best || similarity > best.similarity + 1e-9 || (tie && closerAfter(id, best.id, lastId))) {
        best = { id, similarity };
      }
    }
    if (best) lastId = best.id;
    const match = best ? index.units[best.id]! : undefined;
    linked.push({
      text,
      sourceStart: match?.start ?? 0,
      sourceEnd: match?.end ?? 0,
      similarity: Math.min(1, Math.round((best?.similarity ?? 0) * 1000) / 1000),
      found: match !== undefined,
    });
  }
  // A sentence that shares no word with the source points where the sentence before (or after) it does.
  const anchor = linked.find((s) => s.found) ?? {
    sourceStart: index.units[0]?.start ?? 0,
    sourceEnd: index.units[0]?.end ?? 0,
  };
  let previous: { sourceStart: number; sourceEnd: number } = anchor;
  return linked.map(({ found, ...sentence }) => {
    if (found) previous = sentence;
    else {
      sentence.sourceStart = previous.sourceStart;
      sentence.sourceEnd = previous.sourceEnd;
    }
    return sentence;
  });
}
