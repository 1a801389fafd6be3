/**
 * npx tsx shared/engine/tools/eval/sweep.ts '{"leadWeight":2}' '{"leadWeight":0.5}' …
 * Compares ranking settings per data set: our R1 and its difference to the Lead baseline and to the
 * plain TextRank peer at the same length, then the mean per group of data sets and how many sets stay
 * below either. For choosing the method's defaults by measurement across document kinds, not per set.
 * SWEEP_SETS=cnndm,bbc_news_summary narrows the run to some sets (a prefix such as "mlsum" works);
 * SWEEP_BY_LEVEL=1 splits each set by the level its rows are summarized at.
 */

import { DEFAULT_RANK_OPTIONS, type RankOptions } from '../../summarize/rankOptions.ts';
import { summarizeWith } from '../../summarize/summarize.ts';
import { loadReferenceSets, type ReferenceRow } from './data.ts';
import { type Scored, scoreRow } from './scoring.ts';

const GROUPS: Record<string, (r: ReferenceRow) => boolean> = {
  'en news': (r) => r.set === 'cnndm' || r.set === 'bbc_news_summary',
  'long en': (r) => r.set.startsWith('arxiv_pubmed') || r.set === 'squality',
  transcripts: (r) => r.set === 'qmsum',
  'other en': (r) => r.set === 'legal_contracts' || r.set === 'scitldr' || r.set === 'wikilingua/en',
  'news xx': (r) => r.lang !== 'en' && !r.set.startsWith('wikilingua'),
  'wikilingua xx': (r) => r.lang !== 'en' && r.set.startsWith('wikilingua'),
};

const only = process.env.SWEEP_SETS?.split(',');
const rows = loadReferenceSets().filter(
  (r) => !only || only.some((s) => r.set === s || r.set.startsWith(`${s}/`)),
);
const variants = process.argv.slice(2).map((arg) => JSON.parse(arg) as Partial<RankOptions>);
if (variants.length === 0) variants.push({});

const mean = (scored: readonly Scored[], f: (s: Scored) => number) =>
  (100 * scored.reduce((n, s) => n + f(s), 0)) / Math.max(1, scored.length);
const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;

for (const variant of variants) {
  const options = { ...DEFAULT_RANK_OPTIONS, ...variant };
  const scored = rows.map((row) => scoreRow(row, (text, o) => summarizeWith(text, o, options)));
  const bySet = new Map<string, Scored[]>();
  const keyOf = (s: Scored) => (process.env.SWEEP_BY_LEVEL ? `${s.row.set} L${s.level}` : s.row.set);
  for (const s of scored) bySet.set(keyOf(s), [...(bySet.get(keyOf(s)) ?? []), s]);
  console.log(JSON.stringify(variant));
  console.log(
    `  ${'set'.padEnd(22)} ${'n'.padStart(4)} ${'R1'.padStart(6)} ${'−lead'.padStart(7)} ${'−peer'.padStart(7)}`,
  );
  let belowLead = 0;
  let belowPeer = 0;
  for (const [set, group] of [...bySet].sort(([a], [b]) => a.localeCompare(b))) {
    const lead = mean(group, (s) => s.ours.r1 - s.lead.r1);
    const peer = mean(group, (s) => s.ours.r1 - s.peer.r1);
    if (lead < 0) belowLead++;
    if (peer < 0) belowPeer++;
    console.log(
      `  ${set.padEnd(22)} ${String(group.length).padStart(4)} ${mean(group, (s) => s.ours.r1)
        .toFixed(2)
        .padStart(
          6,
        )} ${signed(lead).padStart(7)} ${signed(peer).padStart(7)}${lead < 0 ? ' <lead' : ''}${peer < 0 ? ' <peer' : ''}`,
    );
  }
  const cells: string[] = [];
  for (const [name, test] of Object.entries(GROUPS)) {
    const group = scored.filter((s) => test(s.row));
    if (group.length === 0) continue;
    cells.push(
      `${name} ${mean(group, (s) => s.ours.r1).toFixed(2)}/${mean(group, (s) => s.ours.rl).toFixed(2)} (lead ${signed(mean(group, (s) => s.ours.r1 - s.lead.r1))}, peer ${signed(mean(group, (s) => s.ours.r1 - s.peer.r1))})`,
    );
  }
  console.log(`  ${cells.join(' | ')}`);
  console.log(`  sets below Lead: ${belowLead}, below the peer: ${belowPeer} of ${bySet.size}\n`);
}
