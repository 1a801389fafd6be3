/**
 * npm run eval [-- --sets cnndm,qmsum] [--max-rows N] [--no-levels] [--no-language] [--language-only]
 *   [--no-cohesion] [--cohesion-only] [--no-genre] [--genre-only]
 *
 * Scores the local summarizer against the reference summaries in ../shared/data, side by side with
 * the Lead baseline cut to the same number of words, per data set and per language; then reports
 * how many summary sentences open mid-thought, how the genre signals separate the sets,
 * language-detection accuracy and how often each level lands within 3 points of its target.
 */
import { parseArgs } from 'node:util';
import { SUMMARY_LEVEL_INFO, SUMMARY_LEVELS } from '../../../domain/index.ts';
import { countWords, summarize } from '../../index.ts';
import { announcementReport, cohesionReport } from './cohesionEval.ts';
import { dataDir, loadReferenceSets, type ReferenceRow } from './data.ts';
import { genreReport } from './genreEval.ts';
import { languageReport } from './languageEval.ts';
import { LEVEL_MIN_WORDS, LEVEL_TOLERANCE_POINTS, type Scored, scoreRow } from './scoring.ts';
import { TOKENIZER_DESCRIPTION } from './tokenize.ts';

const { values } = parseArgs({
  options: {
    sets: { type: 'string' },
    'max-rows': { type: 'string' },
    'no-levels': { type: 'boolean' },
    'no-language': { type: 'boolean' },
    'language-only': { type: 'boolean' },
    'cohesion-only': { type: 'boolean' },
    'no-cohesion': { type: 'boolean' },
    'genre-only': { type: 'boolean' },
    'no-genre': { type: 'boolean' },
  },
});

const pct = (x: number) => (100 * x).toFixed(2).padStart(6);

/** Half-width of the 95 % interval of a mean of paired differences (normal approximation). */
function interval95(differences: readonly number[]): number {
  const n = differences.length;
  if (n < 2) return Number.NaN;
  const mean = differences.reduce((a, b) => a + b, 0) / n;
  const variance = differences.reduce((a, d) => a + (d - mean) ** 2, 0) / (n - 1);
  return 1.96 * Math.sqrt(variance / n);
}

function spread(scored: readonly Scored[]): string {
  const half = interval95(scored.map((s) => s.ours.r1 - s.lead.r1));
  return (Number.isNaN(half) ? '–' : pct(half)).padStart(7);
}

function printTable(title: string, groups: Map<string, Scored[]>): void {
  console.log(`\n${title}`);
  console.log(
    `${'group'.padEnd(22)} ${'n'.padStart(4)} ${'levels'.padEnd(9)} | ${'ours R1'.padStart(7)} ${'R2'.padStart(6)} ${'RL'.padStart(6)} | ${'lead R1'.padStart(7)} ${'R2'.padStart(6)} ${'RL'.padStart(6)} | ${'ΔR1'.padStart(6)} ${'ΔRL'.padStart(6)} ${'±95% R1'.padStart(7)} | ${'TR R1'.padStart(6)} ${'×lead'.padStart(5)} ${'ours×'.padStart(5)}`,
  );
  for (const [name, scored] of groups) {
    const mean = (pick: (s: Scored) => number) => scored.reduce((n, s) => n + pick(s), 0) / scored.length;
    const o = { r1: mean((s) => s.ours.r1), r2: mean((s) => s.ours.r2), rl: mean((s) => s.ours.rl) };
    const l = { r1: mean((s) => s.lead.r1), r2: mean((s) => s.lead.r2), rl: mean((s) => s.lead.rl) };
    const peer = mean((s) => s.peer.r1);
    const ratio = (x: number) => (l.r1 > 0 ? (x / l.r1).toFixed(2) : '–').padStart(5);
    const levels = [...new Set(scored.map((s) => s.level))].sort().join(',');
    const multi = scored.some((s) => s.multiReference) ? '*' : ' ';
    console.log(
      `${(name + multi).padEnd(22)} ${String(scored.length).padStart(4)} ${levels.padEnd(9)} | ${pct(o.r1).padStart(7)} ${pct(o.r2)} ${pct(o.rl)} | ${pct(l.r1).padStart(7)} ${pct(l.r2)} ${pct(l.rl)} | ${pct(o.r1 - l.r1)} ${pct(o.rl - l.rl)} ${spread(scored)} | ${pct(peer)} ${ratio(peer)} ${ratio(o.r1)}`,
    );
  }
}

function groupBy(scored: Scored[], key: (s: Scored) => string): Map<string, Scored[]> {
  const groups = new Map<string, Scored[]>();
  for (const s of scored) {
    const k = key(s);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(s);
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

function main(): void {
  const wanted = values.sets ? new Set(values.sets.split(',')) : undefined;
  const maxRows = values['max-rows'] ? Number(values['max-rows']) : Number.POSITIVE_INFINITY;
  const perSet = new Map<string, number>();
  const rows = loadReferenceSets().filter((r) => {
    if (wanted && !wanted.has(r.set) && !wanted.has(r.set.split('/')[0]!)) return false;
    const seen = perSet.get(r.set) ?? 0;
    perSet.set(r.set, seen + 1);
    return seen < maxRows;
  });
  console.log(`Data: ${dataDir()} (${rows.length} documents)`);
  console.log(`Tokenizer: ${TOKENIZER_DESCRIPTION}`);
  console.log('ROUGE: R1, R2 and summary-level ROUGE-Lsum F1 x 100, mean over documents.');
  console.log(
    'Length: per document, the level whose target share is closest to the reference length; Lead = the first sentences cut to the same number of words as our summary.',
  );
  console.log('Sets marked * have several references per document: each is scored and the maximum taken.');
  console.log(
    "TR: a plain TextRank peer (tools/eval/textRank.ts) at the same length; ×lead: its R1 over Lead's; ours×: our R1 over Lead's.",
  );
  console.log(
    '±95% R1: half-width of the 95% interval of the mean R1 difference (paired, normal approximation); a difference inside it is not told apart from none.',
  );

  if (values['language-only']) {
    languageReport(rows);
    return;
  }
  if (values['cohesion-only']) {
    cohesionReport(rows);
    announcementReport(rows);
    return;
  }
  if (values['genre-only']) {
    genreReport(rows);
    return;
  }
  const started = performance.now();
  const scored = rows.map((row) => scoreRow(row));
  printTable(
    'By data set',
    groupBy(scored, (s) => s.row.set),
  );
  printTable(
    'By language',
    groupBy(scored, (s) => s.row.lang),
  );
  console.log(`\nScored in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  if (!values['no-cohesion']) {
    cohesionReport(rows);
    announcementReport(rows);
  }
  if (!values['no-genre']) genreReport(rows);
  if (!values['no-language']) languageReport(rows);
  if (!values['no-levels']) levelAccuracy(rows);
}

function levelAccuracy(rows: ReferenceRow[]): void {
  const long = rows.filter((r) => countWords(r.text, r.lang) >= LEVEL_MIN_WORDS);
  console.log(
    `\nLevel accuracy: share of ${long.length} documents of ${LEVEL_MIN_WORDS}+ words whose summary is within ${LEVEL_TOLERANCE_POINTS} points of the level's target:`,
  );
  let allOk = 0;
  let all = 0;
  for (const level of SUMMARY_LEVELS) {
    const target = SUMMARY_LEVEL_INFO[level].targetPercent;
    let ok = 0;
    let sum = 0;
    const misses: string[] = [];
    for (const r of long) {
      const ratio = summarize(r.text, { level, language: r.lang }).stats.compressionRatio;
      sum += ratio;
      if (Math.abs(ratio - target) <= LEVEL_TOLERANCE_POINTS) ok++;
      else if (misses.length < 5) misses.push(`${r.set}:${r.id} ${ratio}%`);
    }
    allOk += ok;
    all += long.length;
    console.log(
      `  level ${level} (target ${target}%): ${((100 * ok) / long.length).toFixed(1)}% within, mean ${(sum / long.length).toFixed(1)}%${misses.length ? `  e.g. misses: ${misses.join('; ')}` : ''}`,
    );
  }
  console.log(`  all levels: ${((100 * allOk) / all).toFixed(1)}%`);
}

main();
