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

/**
 * A court's number for the case, on a line of its own: "Pourvoi n° 25-14.382", "Arrêt n° 1021 F-B",
 * "Case No. 2:24-cv-01187", "Aktenzeichen: 3 O 112/25", "Expediente núm. 412/2025".
 */
const DOCKET =
  /^(?:pourvoi|arrêt|affaire|requête|dossier|case|docket|appeal|civil action|aktenzeichen|az\.|geschäftszahl|expediente|recurso|sentencia|ricorso|sentenza|processo)\s*(?:n[°º]|no\.|nr\.|núm\.|n\.|number)?\s*:?\s*[\p{Lu}\d][\p{L}\d]{0,3}[-./: ]?\d[\p{L}\d .:/-]*$/iu;

/**
 * The formula a French or Belgian court closes its judgment with: "Ainsi fait et jugé par la Cour de
 * cassation, chambre sociale, et prononcé …", "Ainsi jugé et prononcé …": who judged and when, signed.
 */
const CLOSING_FORMULA =
  /^(?:ainsi )?(?:fait et )?jugé et prononcé(?!\p{L})|^ainsi (?:fait et )?jugé(?!\p{L})/iu;

type CaptionUnit = { kind: string; text: string; words: number };

/**
 * Marks a case's caption as furniture: from the lines over the parties to the opinion's first sentence,
 * or, over a judgment that gives its number on a line of its own, the short lines from its top down to
 * its first sentence ("Chambre sociale", "Audience publique du 14 octobre 2026", "Pourvoi n° …",
 * "RÉPUBLIQUE FRANÇAISE", "AU NOM DU PEUPLE FRANÇAIS"). And its closing formula.
 */
export function markCaseCaption(units: readonly CaptionUnit[], furniture: Uint8Array): void {
  const short = (i: number) => units[i]!.kind !== 'heading' && units[i]!.words <= MAX_CAPTION_LINE_WORDS;
  markDocketHead(units, furniture, short);
  units.forEach((u, i) => {
    if (u.kind === 'sentence' && CLOSING_FORMULA.test(u.text.trim())) furniture[i] = 1;
  });
  const versus = units
    .slice(0, MAX_CAPTION_UNITS)
    .findIndex((u) => u.kind === 'sentence' && VERSUS.test(u.text.trim()));
  if (versus < 0) return;
  let start = versus;
  while (start > 0 && short(start - 1)) start--;
  let end = versus;
  while (end < units.length && short(end)) end++;
  // Parties on both sides of the word, and prose after them: else it is a list's or a table's "v.".
  if (start === versus || end === versus + 1 || end === units.length) return;
  furniture.fill(1, start, end);
}

/** The short lines at a judgment's top, when one of them is its number. */
function markDocketHead(
  units: readonly CaptionUnit[],
  furniture: Uint8Array,
  short: (i: number) => boolean,
): void {
  let end = 0;
  let docket = false;
  while (end < Math.min(units.length, MAX_CAPTION_UNITS) && (units[end]!.kind === 'heading' || short(end))) {
    docket ||= units[end]!.kind === 'sentence' && DOCKET.test(units[end]!.text.trim());
    end++;
  }
  // A caption stands over the judgment's text: a first sentence must follow it.
  if (!docket || end >= units.length || end === MAX_CAPTION_UNITS) return;
  for (let i = 0; i < end; i++) if (units[i]!.kind !== 'heading') furniture[i] = 1;
}
