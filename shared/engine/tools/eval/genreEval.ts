/**
 * How well the genre signals of summarize/genre.ts separate the kinds of documents in ../shared/data:
 * per data set, the share of sentences that address the reader (quartiles; how-tos should stand apart
 * from news, whose lead the ranking keeps) and how many documents hold a sentence stating the authors'
 * contribution (papers' abstracts should, news should not).
 */
import { segmentDocument } from '../../index.ts';
import { furnitureOf } from '../../segment/furniture.ts';
import { readerAddress, statesContribution } from '../../summarize/genre.ts';
import { DEFAULT_RANK_OPTIONS } from '../../summarize/rankOptions.ts';
import type { ReferenceRow } from './data.ts';

export function genreReport(rows: readonly ReferenceRow[]): void {
  const { addressFrom, addressTo } = DEFAULT_RANK_OPTIONS;
  console.log(
    `\nGenre signals per data set: share of sentences addressing the reader (quartiles), documents read as instructions (share ≥ ${addressFrom}: lead prior fading; ≥ ${addressTo}: gone), documents with a contribution sentence ("we propose …").`,
  );
  console.log(
    `${'set'.padEnd(22)} ${'n'.padStart(4)} | ${'q1'.padStart(5)} ${'median'.padStart(6)} ${'q3'.padStart(5)} | ${'≥from'.padStart(5)} ${'≥to'.padStart(5)} | ${'contrib'.padStart(7)}`,
  );
  const bySet = new Map<string, { address: number[]; contribution: number }>();
  for (const row of rows) {
    const { units: all, isTranscript } = segmentDocument(row.text, { language: row.lang });
    // What the ranking reads: neither headings nor page furniture.
    const furniture = furnitureOf(all);
    const units = all.filter((u, i) => u.kind !== 'heading' && !furniture[i]);
    const entry = bySet.get(row.set) ?? { address: [], contribution: 0 };
    entry.address.push(isTranscript ? 0 : readerAddress(units, row.lang));
    if (units.some((u) => statesContribution(u.text, row.lang))) entry.contribution++;
    bySet.set(row.set, entry);
  }
  for (const [set, { address, contribution }] of [...bySet].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...address].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(2);
    const count = (x: number) => String(sorted.filter((a) => a >= x).length).padStart(5);
    console.log(
      `${set.padEnd(22)} ${String(sorted.length).padStart(4)} | ${at(0.25).padStart(5)} ${at(0.5).padStart(6)} ${at(0.75).padStart(5)} | ${count(addressFrom)} ${count(addressTo)} | ${String(contribution).padStart(7)}`,
    );
  }
}
