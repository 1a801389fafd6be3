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

/** Papers (arxiv_pubmed) also give their text by section, with the sections' names. */
interface PaperSections {
  sections?: unknown;
  section_names?: unknown;
}

/**
 * A paper as its PDF reads: each section under its heading ("## introduction"), its sentences one a
 * line as in `text`. The data set's labels ("[sec:intro]introduction") and placeholder names ("None")
 * are left out. Undefined when the row has no sections.
 */
function withHeadings(row: PaperSections): string | undefined {
  const { sections, section_names: names } = row;
  if (!Array.isArray(sections) || !Array.isArray(names) || sections.length !== names.length) return undefined;
  const parts: string[] = [];
  sections.forEach((sentences, k) => {
    if (!Array.isArray(sentences)) return;
    const name = String(names[k] ?? '')
      .replace(/^\[[^\]]*\]/, '')
      .trim();
    const heading = name && name.toLowerCase() !== 'none' ? `## ${name}\n\n` : '';
    parts.push(`${heading}${sentences.join('\n')}`);
  });
  return parts.join('\n\n');
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
        const row = JSON.parse(line) as Omit<ReferenceRow, 'set'> & PaperSections;
        if (typeof row.text !== 'string' || typeof row.reference !== 'string') continue;
        const { sections, section_names, ...rest } = row;
        rows.push({ ...rest, text: withHeadings(row) ?? row.text, set });
      }
    }
  }
  return rows;
}
