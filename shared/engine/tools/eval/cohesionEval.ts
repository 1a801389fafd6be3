/**
 * Summary sentences that open mid-thought ("But …", "This …", "It …") while the sentence they point
 * back to, the one right before them in the document, is not in the summary. Counted at level 2 over
 * every row of ../shared/data, per language (languages without a list of openings count none).
 */
import { summarize } from '../../index.ts';
import { opensMidThought } from '../../summarize/cohesion.ts';
import type { ReferenceRow } from './data.ts';

const LEVEL = 2;
/** What may stand between a sentence and the one before it: space, or a transcript's speaker label. */
const BETWEEN_JOINED = /^\s*(?:[^\s:][^:\n]{0,40}:\s*)?$/u;

interface Dangling {
  sentences: number;
  dangling: number;
  examples: string[];
}

/** The dangling openings of one summary of `text`. */
function danglingIn(text: string, language: string): Dangling {
  const { sentences } = summarize(text, { level: LEVEL, language });
  const out: Dangling = { sentences: sentences.length, dangling: 0, examples: [] };
  sentences.forEach((s, k) => {
    if (!opensMidThought(s.text, language)) return;
    // The document's first sentence points back to nothing that could have been left out.
    if (!/\p{L}/u.test(text.slice(0, s.sourceStart))) return;
    const previous = sentences[k - 1];
    // The antecedent is in the summary when the summary's previous sentence ends where this one starts
    // (in a transcript, with the next speaker's name between them).
    const joined =
      previous !== undefined && BETWEEN_JOINED.test(text.slice(previous.sourceEnd, s.sourceStart));
    if (joined) return;
    out.dangling++;
    if (out.examples.length < 2) out.examples.push(s.text.slice(0, 80));
  });
  return out;
}

export function cohesionReport(rows: readonly ReferenceRow[]): void {
  console.log(`\nSentences opening mid-thought without the sentence before them, level ${LEVEL}:`);
  const byLanguage = new Map<string, Dangling>();
  const all: Dangling = { sentences: 0, dangling: 0, examples: [] };
  for (const r of rows) {
    const d = danglingIn(r.text, r.lang);
    const t = byLanguage.get(r.lang) ?? { sentences: 0, dangling: 0, examples: [] };
    t.sentences += d.sentences;
    t.dangling += d.dangling;
    if (t.examples.length < 3) t.examples.push(...d.examples.slice(0, 3 - t.examples.length));
    byLanguage.set(r.lang, t);
    all.sentences += d.sentences;
    all.dangling += d.dangling;
  }
  const share = (d: Dangling) => ((100 * d.dangling) / Math.max(1, d.sentences)).toFixed(1);
  for (const [lang, d] of [...byLanguage].sort(([a], [b]) => a.localeCompare(b))) {
    if (d.dangling === 0 && !['en', 'de', 'fr', 'es', 'pt', 'it', 'ru'].includes(lang)) continue;
    console.log(
      `  ${lang.padEnd(4)} ${String(d.dangling).padStart(4)} of ${String(d.sentences).padStart(5)} (${share(d).padStart(4)}%)  ${d.examples.map((e) => `"${e}"`).join(' ')}`,
    );
  }
  console.log(
    `  all  ${String(all.dangling).padStart(4)} of ${String(all.sentences).padStart(5)} (${share(all)}%)`,
  );
}
