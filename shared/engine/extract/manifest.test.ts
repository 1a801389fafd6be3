/**
 * Every real document of the evaluation data (`documents/manifest.jsonl`): text documents must contain
 * their snippet (compared after NFKC, collapsed whitespace and without bidi marks), carry no reader's
 * artefact inside a word and, from 300 words on, be summarized within 3 points of each level's target
 * share (or of the share of their distinct text, when they repeat themselves beyond it); broken ones
 * must fail with the expected error kind.
 */

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SUMMARY_LEVEL_INFO, SUMMARY_LEVELS } from '../../domain/index.ts';
import { furnitureOf } from '../segment/furniture.ts';
import { segmentDocument } from '../segment/units.ts';
import { summarize } from '../summarize/index.ts';
import { normalizedKey } from '../summarize/select.ts';
import { ExtractionError, extract } from './index.ts';

/** The engine's length promise: documents of this many words or more … */
const LEVEL_MIN_WORDS = 300;
/** … get summaries within this many points of the level's target share. */
const LEVEL_TOLERANCE_POINTS = 3;

interface ManifestRow {
  path: string;
  format: string;
  lang: string | null;
  expect: string;
  snippet: string | null;
}

function findDocumentsDir(): string | undefined {
  const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const candidates = [
    process.env.SUMMER_DATA_DIR,
    join(repositoryRoot, '../shared/data'),
    '/work/shared/data',
  ].filter((dir): dir is string => Boolean(dir));
  for (const dir of candidates) {
    if (existsSync(join(dir, 'documents/manifest.jsonl'))) return join(dir, 'documents');
  }
  return undefined;
}

function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Share of a text's words a summary may say (percent): units whose text has not come before, page
 * furniture (a cover, a revision history, a list of abbreviations) aside.
 */
function sayableShare(text: string): number {
  const { units, totalWords } = segmentDocument(text, {});
  const furniture = furnitureOf(units);
  const seen = new Set<string>();
  let words = 0;
  for (const [i, u] of units.entries()) {
    const key = normalizedKey(u.text);
    if (u.kind !== 'heading' && !seen.has(key) && !furniture[i]) words += u.words;
    seen.add(key);
  }
  return totalWords > 0 ? (100 * words) / totalWords : 0;
}

const documentsDir = findDocumentsDir();

if (!documentsDir) {
  describe('real documents (manifest.jsonl)', () => {
    it.skip('skipped: the documents data set was not found (set SUMMER_DATA_DIR or place it at ../shared/data)', () => {});
  });
} else {
  const rows: ManifestRow[] = readFileSync(join(documentsDir, 'manifest.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ManifestRow);
  let passed = 0;

  describe('real documents (manifest.jsonl)', () => {
    afterAll(() => {
      console.info(`manifest: ${passed}/${rows.length} documents extract as expected`);
    });

    for (const row of rows) {
      it(`${row.path} → ${row.expect}`, { timeout: 60_000 }, async () => {
        const bytes = new Uint8Array(readFileSync(join(documentsDir, row.path)));
        const name = row.path.split('/').pop()!;
        if (row.expect === 'text') {
          const document = await extract(bytes, name);
          expect(comparable(document.text)).toContain(comparable(row.snippet ?? ''));
          // No reader's artefact inside words (word-extractor wrote "undefined" for optional hyphens).
          expect(document.text).not.toMatch(/\p{L}(?:undefined|null|NaN)\p{L}/u);
          const sayable = sayableShare(document.text);
          for (const level of SUMMARY_LEVELS) {
            const { stats } = summarize(document.text, { level });
            if (stats.originalWords < LEVEL_MIN_WORDS) break;
            // A summary never says the same sentence twice, nor page furniture: a document that repeats
            // itself, or is much cover and apparatus, tops out at the rest.
            const target = Math.min(SUMMARY_LEVEL_INFO[level].targetPercent, sayable);
            const miss = Math.abs(stats.compressionRatio - target);
            expect(miss, `level ${level}: ${stats.compressionRatio} %`).toBeLessThanOrEqual(
              LEVEL_TOLERANCE_POINTS,
            );
          }
        } else {
          const error = await extract(bytes, name).then(
            () => undefined,
            (thrown: unknown) => thrown,
          );
          expect(error).toBeInstanceOf(ExtractionError);
          expect(`error:${(error as ExtractionError).kind}`).toBe(row.expect);
          expect((error as ExtractionError).message.length).toBeGreaterThan(20);
        }
        passed++;
      });
    }
  });
}
