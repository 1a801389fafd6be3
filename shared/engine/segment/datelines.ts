/**
 * The dateline a news report or a press release sets before its first sentence, cut from it by a dash:
 * "WASHINGTON (AP) — ", "(CNN) -- ", "Boston, November 24, 2026 - ", "PARIS, 3 juin (AFP) - ",
 * "NEW YORK, Nov. 24, 2026 /PRNewswire/ -- ", "Madrid, 14 mar (EFE).- ". It says where and when, as the
 * page's furniture does; shown in the summary it is words the first sentence does not need, and at level 1
 * it can make that sentence too long to be taken.
 */

/** A place: one to four words, each with a capital ("Boston", "NEW YORK", "Rio de Janeiro" aside). */
const PLACE = String.raw`\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}`;
/** What follows the place after a comma: a state, a country, a date ("Iraq", "November 24", "2026"). */
const DETAIL = String.raw`,\s*[^,—–()/\n]{1,30}`;
/** The agency or wire that sends it: "(AP)", "(Reuters)", "(EFE)", "/PRNewswire/". */
const SOURCE = String.raw`\(\p{Lu}[\p{L}.\s-]{0,20}\)|/\p{L}[\p{L}\s-]{1,20}/`;
/** The dash that ends it: "—", "–", "-", "--", the Spanish ".-". */
const DASH = String.raw`\s*(?:--|—|–|-|\.-)\s+`;

const DATELINE = new RegExp(`^(?:${PLACE}(?:${DETAIL}){0,2}\\s*(?:${SOURCE})?|${SOURCE})${DASH}(?=\\S)`, 'u');
/** A place alone is a dateline only in capitals ("WASHINGTON — "), as wires set it; else a date or a source. */
const EVIDENCE = /\d|[(/]|^\p{Lu}{3,}[\s,]/u;
/** A dateline has at most this many words. */
const MAX_DATELINE_WORDS = 10;

/** The length of the dateline that opens a sentence, or 0 when it opens with none. */
export function datelineLength(sentence: string): number {
  const match = DATELINE.exec(sentence);
  if (!match || !EVIDENCE.test(match[0])) return 0;
  if (match[0].split(/\s+/u).filter(Boolean).length > MAX_DATELINE_WORDS) return 0;
  return match[0].length;
}

/**
 * The judge who writes an opinion, set before its first sentence as a dateline is: "MAXA, J. — ", "LEE,
 * C.J. – ". It stands after the case's caption, further in than a report's dateline may.
 */
const OPINION_AUTHOR =
  /^\p{Lu}{2,}(?:[ '’-]\p{Lu}{2,}){0,2},\s+(?:[CP]\.\s?J\.|J\.)\s*(?:--|—|–|-)\s+(?=\S)/u;

/** A judge's name before an opinion's first sentence is short: "MAXA, J. — ". */
const MAX_AUTHOR_CHARS = 60;

/**
 * The length of what is set before a paragraph's first sentence, cut from it as a unit of its own: a
 * report's dateline among the document's first units (`opening`), a judge's name anywhere, looked for
 * in the first words only (a document may have millions of paragraphs).
 */
export function markBeforeSentence(
  text: string,
  span: { start: number; end: number },
  opening: boolean,
): number {
  if (opening) return datelineLength(text.slice(span.start, span.end));
  return opinionAuthorLength(text.slice(span.start, Math.min(span.end, span.start + MAX_AUTHOR_CHARS)));
}

/** The length of the judge's name that opens an opinion's first sentence, or 0. */
function opinionAuthorLength(sentence: string): number {
  return OPINION_AUTHOR.exec(sentence)?.[0].length ?? 0;
}

/**
 * Whether a unit's whole text is a dateline cut from its sentence ("Boston, November 24, 2026 -"). A
 * judge's name has a dateline's shape ("MAXA, J. —") but says nothing of where a report was filed.
 */
export function isDateline(text: string): boolean {
  return datelineLength(`${text.trimEnd()} x`) === text.trimEnd().length + 1 && !isOpinionAuthor(text);
}

/** Whether a unit's whole text is the judge's name cut from an opinion's first sentence ("MAXA, J. —"). */
export function isOpinionAuthor(text: string): boolean {
  return opinionAuthorLength(`${text.trimEnd()} x`) === text.trimEnd().length + 1;
}
