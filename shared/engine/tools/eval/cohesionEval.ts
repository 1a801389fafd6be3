/**
 * Summary sentences that open mid-thought ("But …", "This …", "It …") while the sentence they point
 * back to, the one right before them in the document (past page furniture; for "Second, …", the
 * summary's "First, …"), is not in the summary. Counted at level 2 over
 * every row of ../shared/data, per language (languages without a list of openings count none); and
 * sentences that announce what follows ("Two risks need attention.") without it, at levels 1–3.
 */
import { summarize } from '../../index.ts';
import { furnitureOf } from '../../segment/furniture.ts';
import { segmentDocument, type TextUnit } from '../../segment/units.ts';
import { countWordsIn } from '../../segment/words.ts';
import { enumerationRank, followersOf } from '../../summarize/announcements.ts';
import { MID_THOUGHT_LANGUAGES, opensMidThought } from '../../summarize/cohesion.ts';
import { isBackchannel } from '../../summarize/fluency.ts';
import type { ReferenceRow } from './data.ts';

const LEVEL = 2;
/** What may stand between a sentence and the one before it: space, or a transcript's speaker label. */
const BETWEEN_JOINED = /^\s*(?:[^\s:][^:\n]{0,40}:\s*)?$/u;
/** A transcript's speaker label at a line's start. */
const LABEL = /^\s*[^\s:][^:\n]{0,40}:/u;
const SENTENCE_END = /(?<=[.!?])\s/u;

/**
 * Whether only labels and listeners' "Yeah."s stand between two sentences of a transcript: a sentence
 * that points back reaches over them (antecedentsOf).
 */
function onlyBackchannels(between: string, language: string): boolean {
  return between.split('\n').every((line) =>
    line
      .replace(LABEL, '')
      .split(SENTENCE_END)
      .every((said) => isBackchannel(said, countWordsIn(said, language))),
  );
}

interface Dangling {
  sentences: number;
  dangling: number;
  examples: string[];
}

/**
 * The text between two offsets with the page furniture in it blanked: a caption or a credit between two
 * sentences is not the text, and a sentence reaches over it (pastUnsaid).
 */
function withoutFurniture(
  text: string,
  from: number,
  to: number,
  units: readonly TextUnit[],
  furniture: Uint8Array,
): string {
  let out = '';
  let at = from;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (!furniture[i] || u.end <= from || u.start >= to) continue;
    // With its list marker ("* ", "- ") when it stands alone on its line.
    const lineStart = text.lastIndexOf('\n', u.start - 1) + 1;
    const start = /\p{L}/u.test(text.slice(lineStart, u.start)) ? u.start : lineStart;
    out += text.slice(at, Math.max(at, start));
    at = Math.max(at, Math.min(to, u.end));
  }
  return out + text.slice(at, to);
}

/** The dangling openings of one summary of `text`. */
function danglingIn(text: string, language: string): Dangling {
  const { sentences } = summarize(text, { level: LEVEL, language });
  const { units } = segmentDocument(text, { language });
  const furniture = furnitureOf(units);
  const transcript = units.some((u) => u.speaker !== undefined);
  const out: Dangling = { sentences: sentences.length, dangling: 0, examples: [] };
  sentences.forEach((s, k) => {
    if (!opensMidThought(s.text, language)) return;
    // The document's first sentence (after its speaker's name) points back to nothing that could have
    // been left out.
    if (!/\p{L}/u.test(withoutFurniture(text, 0, s.sourceStart, units, furniture).replace(LABEL, ''))) return;
    const previous = sentences[k - 1];
    // "Second, …" points back to "First, …", which may stand a paragraph above it.
    const rank = enumerationRank(s.text, language);
    if (rank > 1 && previous !== undefined && enumerationRank(previous.text, language) === rank - 1) return;
    // The antecedent is in the summary when the summary's previous sentence ends where this one starts
    // (in a transcript, with the next speaker's name between them, and maybe a listener's "Yeah.").
    const between = previous && withoutFurniture(text, previous.sourceEnd, s.sourceStart, units, furniture);
    const joined =
      between !== undefined &&
      (BETWEEN_JOINED.test(between) || (transcript && onlyBackchannels(between, language)));
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
    if (!MID_THOUGHT_LANGUAGES.includes(lang)) continue;
    console.log(
      `  ${lang.padEnd(4)} ${String(d.dangling).padStart(4)} of ${String(d.sentences).padStart(5)} (${share(d).padStart(4)}%)  ${d.examples.map((e) => `"${e}"`).join(' ')}`,
    );
  }
  console.log(
    `  all  ${String(all.dangling).padStart(4)} of ${String(all.sentences).padStart(5)} (${share(all)}%)`,
  );
}

/** Levels at which announcements left without their follow-up are counted. */
const ANNOUNCEMENT_LEVELS = [1, 2, 3] as const;

/**
 * Summary sentences that announce what follows ("Two risks need attention.", "There are three
 * reasons:"; see followersOf) while the sentence they announce is not in the summary, per level.
 */
export function announcementReport(rows: readonly ReferenceRow[]): void {
  console.log('\nSentences announcing what follows without it (followersOf), per level:');
  const announcing = rows.map((r) => {
    const { units } = segmentDocument(r.text, { language: r.lang });
    const follower = followersOf(units, r.lang);
    const announced = new Map<number, number>();
    follower.forEach((f, i) => {
      if (f >= 0) announced.set(units[i]!.start, units[f]!.start);
    });
    return announced;
  });
  for (const level of ANNOUNCEMENT_LEVELS) {
    let sentences = 0;
    let alone = 0;
    let paired = 0;
    const examples: string[] = [];
    rows.forEach((r, k) => {
      const { sentences: chosen } = summarize(r.text, { level, language: r.lang });
      sentences += chosen.length;
      const starts = new Set(chosen.map((s) => s.sourceStart));
      for (const s of chosen) {
        const next = announcing[k]!.get(s.sourceStart);
        if (next === undefined) continue;
        if (starts.has(next)) paired++;
        else {
          alone++;
          if (examples.length < 3) examples.push(s.text.slice(0, 60));
        }
      }
    });
    console.log(
      `  level ${level}: ${alone} alone, ${paired} with their follow-up, of ${sentences} sentences  ${examples.map((e) => `"${e}"`).join(' ')}`,
    );
  }
}
