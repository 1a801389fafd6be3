/**
 * The caption a court sets over an opinion or a filing: its division, the parties with their roles set
 * apart by a lone "v." ("HARBOR FREIGHT LINES, INC., / Appellant, / v. / CITY OF PORT ELLIS, /
 * Respondent."), the docket number, "OPINION", the filing date. It says which case, as a letter's head
 * says to whom: the opinion's first sentence names the parties again, and says what they dispute.
 */

/** The word that sets the parties apart, on a line of its own. */
const VERSUS = /^(?:v|vs|v\.|vs\.|versus|against|gegen|contre|contra|c\.)$/iu;
/** The caption stands within the first page. */
const MAX_CAPTION_UNITS = 20;
/** Its lines are short: a party's name, a role, a number, a date. */
const MAX_CAPTION_LINE_WORDS = 12;

/** Marks a case's caption, from the lines over the parties to the opinion's first sentence, as furniture. */
export function markCaseCaption(
  units: readonly { kind: string; text: string; words: number }[],
  furniture: Uint8Array,
): void {
  const versus = units
    .slice(0, MAX_CAPTION_UNITS)
    .findIndex((u) => u.kind === 'sentence' && VERSUS.test(u.text.trim()));
  if (versus < 0) return;
  const short = (i: number) => units[i]!.kind !== 'heading' && units[i]!.words <= MAX_CAPTION_LINE_WORDS;
  let start = versus;
  while (start > 0 && short(start - 1)) start--;
  let end = versus;
  while (end < units.length && short(end)) end++;
  // Parties on both sides of the word, and prose after them: else it is a list's or a table's "v.".
  if (start === versus || end === versus + 1 || end === units.length) return;
  furniture.fill(1, start, end);
}
