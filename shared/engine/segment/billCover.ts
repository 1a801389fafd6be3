/**
 * What a bill is printed with before its text (the Congress and session, its number, the chamber, the
 * sponsors, "A BILL") ends with the formula that enacts it: where the bill stands, not what it does.
 */

/** A mark of the cover on a line of its own: "119th CONGRESS", "1st Session", "H. R. 4821", "A BILL". */
const BILL_MARK =
  /^(?:\d{1,3}(?:st|nd|rd|th)\s+congress|\d(?:st|nd|rd|th)\s+session|(?:h\.\s?r\.|s\.|(?:h|s)\.\s?(?:j\.\s?|con\.\s?)?res\.)\s?\d{1,5}|in the (?:house of representatives|senate of the united states)|a bill|an act|(?:joint |concurrent )?resolution)$/iu;

export const isBillMark = (line: string): boolean => BILL_MARK.test(line.trim());

/** "Be it enacted by the Senate and House of Representatives …", "BE IT ENACTED by the King's …". */
const ENACTING_FORMULA = /^be it (?:therefore )?enacted\b/iu;
/** A bill's long title says what it does: "To require the Secretary …", "An Act to …". */
const LONG_TITLE = /^(?:to|an act to|a bill to)\s/iu;
/** The formula stands within the first page. */
const MAX_COVER_UNITS = 40;

/** Marks a bill's cover, down to its enacting formula, as furniture: all but its headings and its long title. */
export function markBillCover(units: readonly { kind: string; text: string }[], furniture: Uint8Array): void {
  let formula = -1;
  for (let i = 0; i < Math.min(units.length, MAX_COVER_UNITS) && formula < 0; i++)
    if (ENACTING_FORMULA.test(units[i]!.text.trim())) formula = i;
  let titleKept = false;
  for (let i = 0; i <= formula; i++) {
    const u = units[i]!;
    if (u.kind === 'heading') continue;
    if (!titleKept && i < formula && LONG_TITLE.test(u.text.trim())) titleKept = true;
    else furniture[i] = 1;
  }
}
