import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The team's evaluation data (never copied into the repository): SUMMER_DATA_DIR when set, else
 * ../shared/data beside the repository, else /work/shared/data. Undefined when none exists.
 */
export function sharedDataDir(): string | undefined {
  const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const candidates = [
    process.env.SUMMER_DATA_DIR,
    join(repositoryRoot, '../shared/data'),
    '/work/shared/data',
  ];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

export interface DocumentRow {
  path: string;
  format: string;
  lang: string;
  expect: string;
  snippet: string;
}

/** Rows of documents/manifest.jsonl of one format. */
export function documentRows(dataDir: string, format: string): DocumentRow[] {
  const manifest = join(dataDir, 'documents', 'manifest.jsonl');
  if (!existsSync(manifest)) return [];
  return readFileSync(manifest, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as DocumentRow)
    .filter((row) => row.format === format);
}

/** How the manifest compares snippets: NFKC, bidi marks removed, whitespace collapsed. */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
