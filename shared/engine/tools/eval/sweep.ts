/**
 * npm run eval:sweep -- '{"leadWeight":2}' '{"leadWeight":0.5}' …
 * Compares ranking settings: mean ROUGE difference to the Lead baseline per group of data sets.
 * For choosing the method's defaults by measurement across document kinds (not per data set).
 */

import { DEFAULT_RANK_OPTIONS, type RankOptions } from '../../summarize/rank.ts';
import { summarizeWith } from '../../summarize/summarize.ts';
import { loadReferenceSets, type ReferenceRow } from './data.ts';
import { scoreRow } from './scoring.ts';

const GROUPS: Record<string, (r: ReferenceRow) => boolean> = {
  'en news': (r) => r.set === 'cnndm' || r.set === 'bbc_news_summary',
  cnndm: (r) => r.set === 'cnndm',
  'long en': (r) => r.set.startsWith('arxiv_pubmed') || r.set === 'squality',
  transcripts: (r) => r.set === 'qmsum',
  'other en': (r) => r.set === 'legal_contracts' || r.set === 'scitldr' || r.set === 'wikilingua/en',
  'news xx': (r) => r.lang !== 'en' && !r.set.startsWith('wikilingua'),
  'wikilingua xx': (r) => r.lang !== 'en' && r.set.startsWith('wikilingua'),
};

const rows = loadReferenceSets();
const variants = process.argv.slice(2).map((arg) => JSON.parse(arg) as Partial<RankOptions>);
if (variants.length === 0) variants.push({});
for (const variant of variants) {
  const options = { ...DEFAULT_RANK_OPTIONS, ...variant };
  const cells: string[] = [];
  const only = process.env.SWEEP_GROUPS?.split(',');
  for (const [name, test] of Object.entries(GROUPS)) {
    if (only && !only.includes(name)) continue;
    const scored = rows
      .filter(test)
      .map((row) => scoreRow(row, (text, o) => summarizeWith(text, o, options)));
    const mean = (f: (s: (typeof scored)[number]) => number) =>
      (100 * scored.reduce((n, s) => n + f(s), 0)) / scored.length;
    cells.push(
      `${name} ${mean((s) => s.ours.r1).toFixed(2)}/${mean((s) => s.ours.rl).toFixed(2)} (${mean((s) => s.ours.r1 - s.lead.r1).toFixed(2)})`,
    );
  }
  console.log(JSON.stringify(variant), '\n   ', cells.join(' | '));
}
