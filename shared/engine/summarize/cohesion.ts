import { alternativesOf } from '../segment/alternatives.ts';
import { headerFieldsOf } from '../segment/headerFields.ts';
import { UNSPACED } from '../segment/terms.ts';
import type { TextUnit } from '../segment/units.ts';
import { enumerationRank, joinsNeighbours, leadInsOf, opensEnumeration } from './announcements.ts';
import { isBackchannel } from './fluency.ts';
import { NOT_BACK, OPENINGS, THE_DOCUMENT_ITSELF } from './openings.ts';
import { decisionsOf, introducesDecision } from './resolutions.ts';

/**
 * Sentences that open mid-thought: their first words point back to the sentence before them ("But …",
 * "However, …", "This means …", "It was …"). Alone in a summary they read as if something were missing.
 * The openings are listed for the languages with most users (openings.ts); a language without a list
 * never marks a sentence.
 */

/** The languages whose openings are listed. */
export const MID_THOUGHT_LANGUAGES: readonly string[] = Object.keys(OPENINGS);

/** How many listeners' "Yeah."s a transcript's sentence that points back may reach over. */
const MAX_BACKCHANNELS = 3;

const compiled = new Map<string, RegExp | null>();

function patternFor(language: string): RegExp | null {
  let pattern = compiled.get(language);
  if (pattern === undefined) {
    const openings = OPENINGS[language];
    pattern = openings
      ? new RegExp(
          // After optional quotation marks or a list/ellipsis lead-in; the opening must end the word
          // (its vowel signs are part of it: Hindi's "यह" is not "यहाँ"), where words are spaced.
          `^["'“”‘’«»„「『(\\s…-]*(?:${alternativesOf(openings).join('|')})${
            UNSPACED.has(language) ? '' : '(?![\\p{L}\\p{M}\\p{N}-])'
          }`,
          'iu',
        )
      : null;
    compiled.set(language, pattern);
  }
  return pattern;
}

/** Whether a sentence opens with words that point back to the one before it. */
export function opensMidThought(text: string, language: string): boolean {
  const pattern = patternFor(language);
  return (
    pattern?.test(text) === true &&
    !NOT_BACK[language]?.test(text) &&
    !THE_DOCUMENT_ITSELF[language]?.test(text)
  );
}

/**
 * For each unit that opens mid-thought ("But …", "This …"), the unit it points back to: the one right
 * before it in the same section (-1: none, or the unit stands alone). A table's row needs its table's
 * first row: "2023 | 170 | 21" says nothing without "Year | Units | Revenue".
 */
export function antecedentsOf(
  units: readonly TextUnit[],
  language: string,
  // A ruling's operative sentence set as a list ("… Folge gegeben und" / "I.) …,"): each part needs the one before.
  decisions: Uint8Array = decisionsOf(units, language),
): Int32Array {
  const out = new Int32Array(units.length).fill(-1);
  // A header's fields ("Serves: 8") are no sentence a "This …" under them goes on from.
  const headerField = headerFieldsOf(units);
  const leadIn = leadInsOf(units);
  let tableStart = units[0]?.kind === 'row' ? 0 : -1;
  for (let i = 1; i < units.length; i++) {
    const u = units[i]!;
    const before = units[i - 1]!;
    if (u.kind === 'row') {
      const continues = before.kind === 'row' && before.paragraph === u.paragraph;
      if (!continues) tableStart = i;
      else out[i] = tableStart;
      continue;
    }
    if (u.kind === 'heading' || before.kind === 'heading' || before.section !== u.section) continue;
    if (headerField[i - 1]) continue;
    if (leadIn[i]! >= 0) {
      out[i] = leadIn[i]!;
      continue;
    }
    // The lone "e" between a contract's parties, and the party after it, go on from what came before.
    if (joinsNeighbours(units, i, language) || joinsNeighbours(units, i - 1, language)) {
      out[i] = i - 1;
      continue;
    }
    // In a transcript, a "So …" goes on from the turn before a listener's "Yeah.", not from the "Yeah.".
    let b = i - 1;
    while (
      b > 0 &&
      i - b <= MAX_BACKCHANNELS &&
      u.speaker !== undefined &&
      units[b]!.speaker !== undefined &&
      isBackchannel(units[b]!.text, units[b]!.words) &&
      units[b - 1]!.section === u.section &&
      units[b - 1]!.kind !== 'heading'
    )
      b--;
    // A piece of a cut sentence that goes on with "but …" or "and …" needs the piece before it too.
    // The first point of an enumeration ("First, …") needs what announced it, as "Second, …" needs it.
    if (decisions[i] === 2) {
      out[i] = i - 1;
      continue;
    }
    // A resolution's formula ("NOW, THEREFORE, BE IT RESOLVED") only leads into its decision, and the
    // decision ("That the Board awards …") is what was resolved whether or not the formula is shown.
    if (introducesDecision(u, language) || introducesDecision(before, language)) continue;
    // "Second, …" goes on from "First, …", which may stand a paragraph or more above it.
    const rank = enumerationRank(u.text, language);
    if (rank > 1) out[i] = previousPoint(units, i, rank, language) ?? b;
    else if (
      opensMidThought(u.text, language) ||
      opensEnumeration(u.text, language) ||
      usesCoinedAbbreviation(u, before)
    )
      out[i] = b;
  }
  return out;
}

/**
 * The antecedents with what is not the text looked past: page furniture and other units that are never
 * said (no score, see rank.ts). "This one-pan chicken is …" under "Please read our disclosure policy."
 * goes on from the text before that line, or from nothing when only such lines and the section's start
 * stand before it. A transcript's asides are looked past already (antecedentsOf), and rows keep their
 * column names.
 */
export function pastUnsaid(
  antecedent: Int32Array,
  units: readonly TextUnit[],
  scores: Float64Array,
): Int32Array {
  for (let i = 0; i < units.length; i++) {
    let a = antecedent[i]!;
    // Only what may be said needs its antecedent; a run of unsaid units is walked once, by the unit after it.
    if (a < 0 || Number.isFinite(scores[a]!) || !Number.isFinite(scores[i]!)) continue;
    if (units[i]!.speaker !== undefined || units[i]!.kind === 'row') continue;
    const section = units[i]!.section;
    while (
      a >= 0 &&
      units[a]!.section === section &&
      units[a]!.kind !== 'heading' &&
      !Number.isFinite(scores[a]!)
    )
      a--;
    antecedent[i] = a >= 0 && units[a]!.section === section && units[a]!.kind !== 'heading' ? a : -1;
  }
  return antecedent;
}

/** How far back, in units of the same section, the point before a "Second, …" is looked for. */
const MAX_POINT_DISTANCE = 30;

/** The unit that opens the point ranked before `rank` ("First, …" for "Second, …"), if near enough. */
function previousPoint(
  units: readonly TextUnit[],
  i: number,
  rank: number,
  language: string,
): number | undefined {
  for (let j = i - 1; j >= 0 && i - j <= MAX_POINT_DISTANCE; j--) {
    const u = units[j]!;
    if (u.section !== units[i]!.section || u.kind === 'heading') return undefined;
    if (enumerationRank(u.text, language) === rank - 1) return j;
  }
  return undefined;
}

/** An abbreviation that opens a sentence: "PACR reduces …", "LLMs are …"; not a name built on one ("PDF.js is …"). */
const OPENING_ABBREVIATION = /^(\p{Lu}[\p{Lu}\p{N}-]{1,9})s?(?![\p{L}\p{N}]|[.-][\p{L}\p{N}])/u;

/**
 * A sentence that opens with an abbreviation the sentence right before it coins ("… chunk reweighting
 * (PACR), a simple method …" then "PACR reduces the drop to 9% …") reads only with it, as an "It" would.
 */
function usesCoinedAbbreviation(u: TextUnit, before: TextUnit): boolean {
  const abbreviation = OPENING_ABBREVIATION.exec(u.text)?.[1];
  if (!abbreviation) return false;
  return before.text.includes(`(${abbreviation})`) || before.text.includes(`(${abbreviation}s)`);
}
