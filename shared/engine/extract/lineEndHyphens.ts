/**
 * A word hyphenated at a line or page end ("self-" / "regulatory", "ac-" / "tual") is joined again, but
 * whether its hyphen was only the break's or part of the word cannot be told at the join. The joins
 * leave a soft hyphen (U+00AD, the character that means "a break may go here") and, once the whole text
 * is known, the document's own spelling decides: a compound keeps its hyphen, a cut word loses it.
 */
export const LINE_END_HYPHEN = '\u00ad';

/** A word with its hyphens, soft hyphens included: "self­regulatory", "state­of-the-art". */
const WORD = /[\p{L}\p{M}\p{N}\u00ad]+(?:-[\p{L}\p{M}\p{N}\u00ad]+)*/gu;
const ACRONYM = /^\p{Lu}{2,}$/u;
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

/** How the document writes its words elsewhere (lower-cased). */
interface Spelling {
  /** Every word as written, hyphenated words whole: "self-regulating", "ecosystems". */
  words: Map<string, number>;
  /** Parts a hyphen follows in some compound: "self" of "self-regulating". */
  firstParts: Set<string>;
  /** Parts a hyphen precedes: "regulating" of "self-regulating". */
  laterParts: Set<string>;
}

/** Every soft hyphen of the text becomes a hyphen or nothing, as the document spells the word elsewhere. */
export function resolveLineEndHyphens(text: string): string {
  if (!text.includes(LINE_END_HYPHEN)) return text;
  const spelling = spellingOf(text);
  return text.replace(WORD, (word) => (word.includes(LINE_END_HYPHEN) ? resolveWord(word, spelling) : word));
}

function spellingOf(text: string): Spelling {
  const spelling: Spelling = { words: new Map(), firstParts: new Set(), laterParts: new Set() };
  for (const [raw] of text.matchAll(WORD)) {
    // The words cut at a line end are what is being decided: they are not evidence.
    if (raw.includes(LINE_END_HYPHEN)) continue;
    const word = raw.toLowerCase();
    spelling.words.set(word, (spelling.words.get(word) ?? 0) + 1);
    if (!word.includes('-')) continue;
    const parts = word.split('-');
    for (const [index, part] of parts.entries()) {
      if (index < parts.length - 1) spelling.firstParts.add(part);
      if (index > 0) spelling.laterParts.add(part);
    }
  }
  return spelling;
}

/**
 * A conjunction after the break: the first part was a compound cut short and the line went on with
 * "und" ("Ein- und Ausgang", "pre- and post-war"). Words of three letters or more only: a word cut in
 * two never ends in one of them.
 */
const CONJUNCTION = /^(?:und|oder|sowie|bzw|and|nor)$/u;

function resolveWord(word: string, spelling: Spelling): string {
  const pieces = word.split(LINE_END_HYPHEN);
  let out = pieces[0]!;
  for (let index = 1; index < pieces.length; index++) {
    const piece = pieces[index]!;
    out += `${JOINS[joinOf(out, piece, pieces.slice(index).join(''), spelling)]}${piece}`;
  }
  return out;
}

type Join = 'cut' | 'hyphen' | 'suspended';
const JOINS: Record<Join, string> = { cut: '', hyphen: '-', suspended: '- ' };

/**
 * How `before` and `after` meet again:
 * - as the document writes the word elsewhere, with its hyphen ("eco-systems") or without
 *   ("ecosystems"): as it does most;
 * - "- " before a conjunction ("Ein-" / "und Ausgang");
 * - with the hyphen in a chain of hyphenated parts ("state-of-the-" / "art", "interpreter-" /
 *   "to-native"), after an acronym or a change of script ("SARS-" / "related", "φ-" / "nodes"), and
 *   after a part of four letters or more the document sets before a hyphen elsewhere
 *   ("self-regulating") when the rest is one of its words ("self-" / "regulatory");
 * - otherwise the hyphen only cut the word ("ac-" / "tual").
 */
function joinOf(before: string, after: string, rest: string, spelling: Spelling): Join {
  const hyphenated = spelling.words.get(`${before}-${rest}`.toLowerCase()) ?? 0;
  const joined = spelling.words.get(`${before}${rest}`.toLowerCase()) ?? 0;
  if (hyphenated !== joined) return hyphenated > joined ? 'hyphen' : 'cut';
  if (CONJUNCTION.test(after)) return 'suspended';
  if (before.includes('-') || after.includes('-')) return 'hyphen';
  if (ACRONYM.test(before) || changesScript(before.at(-1)!, after[0]!)) return 'hyphen';
  const prefix =
    before.length >= 4 &&
    spelling.firstParts.has(before.toLowerCase()) &&
    (spelling.words.has(after.toLowerCase()) || spelling.laterParts.has(after.toLowerCase()));
  return prefix ? 'hyphen' : 'cut';
}

/** Two letters of different scripts, Latin and another: a cut word never changes script. */
function changesScript(a: string, b: string): boolean {
  return LETTER.test(a) && LETTER.test(b) && LATIN.test(a) !== LATIN.test(b);
}
