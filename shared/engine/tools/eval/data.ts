import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One reference row of ../shared/data (see its README). */
export interface ReferenceRow {
  id: string;
  lang: string;
  text: string;
  reference: string;
  references?: string[];
  /** "cnndm", "wikilingua/ar", …: the folder, plus the file when a folder holds several. */
  set: string;
}

/** SUMMER_DATA_DIR, else <repo root>/../shared/data, else /work/shared/data. */
export function dataDir(): string {
  const fromEnv = process.env.SUMMER_DATA_DIR;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
  const beside = resolve(repoRoot, '../shared/data');
  if (existsSync(beside)) return beside;
  return '/work/shared/data';
}

export function loadReferenceSets(dir = dataDir()): ReferenceRow[] {
  const rows: ReferenceRow[] = [];
  for (const folder of readdirSync(dir).sort()) {
    const path = join(dir, folder);
    if (folder === 'documents' || !statSync(path).isDirectory()) continue;
    const files = readdirSync(path)
      .filter((f) => f.endsWith('.jsonl'))
      .sort();
    for (const file of files) {
      const set =
        files.length > 1 || folder === 'wikilingua' || folder === 'mlsum'
          ? `${folder}/${file.replace(/\.jsonl$/, '')}`
          : folder;
      for (const line of readFileSync(join(path, file), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const row = JSON.parse(line) as Omit<ReferenceRow, 'set'>;
        if (typeof row.text !== 'string' || typeof row.reference !== 'string') continue;
        rows.push({ ...row, set });
      }
    }
  }
  return rows;
}
