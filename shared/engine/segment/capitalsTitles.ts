import type { PlainLine } from './plainLine.ts';
import { CAPITALS, PART_TITLE, SENTENCE_END } from './titleShapes.ts';

/** Part titles written in capitals, as résumés, reports and forms set them without heading styles. */

/** Whether line k is a short label in capitals that opens its paragraph ("SKILLS", "WORK HISTORY"). */
function isCapitalsLabel(text: string, lines: readonly PlainLine[], k: number): boolean {
  const line = lines[k]!;
  if (line.code || line.contentStart !== line.start || lines[k - 1]?.paragraph === line.paragraph)
    return false;
  const label = text.slice(line.start, line.end);
  return PART_TITLE.test(label) && !SENTENCE_END.test(label) && CAPITALS.test(label);
}

/**
 * A short line in capitals alone in its paragraph right over a heading names the parts that follow
 * ("EXPERIENCE" over "Acme Analytics — Product Manager", as a résumé is written): a heading too, of the
 * same level, so it is never a sentence of the summary. Not any short line: a figure's caption or a
 * field's "Optional" stands over a heading too.
 */
export function markLabelsOverHeadings(text: string, lines: PlainLine[]): void {
  for (let k = 1; k + 1 < lines.length; k++) {
    const [line, next] = [lines[k]!, lines[k + 1]!];
    if (line.kind !== 'text' || line.code || line.contentStart !== line.start || next.kind !== 'heading')
      continue;
    if (next.paragraph === line.paragraph || !isCapitalsLabel(text, lines, k)) continue;
    line.kind = 'heading';
    line.level = next.level ?? 2;
  }
}

/** Part titles in capitals, each over its text, a document has before it may be taken to title all its parts so. */
const MIN_CAPITALS_TITLES = 2;

/**
 * A document that titles its parts with labels in capitals over their text ("SUMMARY", "EDUCATION")
 * titles them all so: another such label over lines of its paragraph is a heading of the same level,
 * even over lines too short to read as its text ("SKILLS" over "Languages: Python, Scala, SQL, Go"), and
 * so is one alone in its paragraph over a paragraph of text. Not a label the document repeats: a book's
 * running head ("FREE CULTURE") stands on many pages.
 */
export function markCapitalsLikeHeadings(text: string, lines: PlainLine[]): void {
  const overItsText = (k: number) =>
    lines[k + 1]?.paragraph === lines[k]!.paragraph && isCapitalsLabel(text, lines, k);
  const titles = lines.filter(
    (line, k) => line.kind === 'heading' && (line.level ?? 1) > 1 && overItsText(k),
  );
  if (titles.length < MIN_CAPITALS_TITLES) return;
  const seen = new Map<string, number>();
  for (const line of lines) {
    const label = text.slice(line.start, line.end);
    seen.set(label, (seen.get(label) ?? 0) + 1);
  }
  // A label alone in its paragraph over a paragraph of text ("REUNIDOS" over the parties) is a part as
  // the labels alone over their parts are ("CLÁUSULAS" over the clauses), at their level.
  const alone = (k: number) =>
    lines[k + 1]?.paragraph !== lines[k]!.paragraph && isCapitalsLabel(text, lines, k);
  const aloneLevel = lines.find(
    (line, k) => line.kind === 'heading' && (line.level ?? 1) > 1 && alone(k),
  )?.level;
  for (let k = 1; k + 1 < lines.length; k++) {
    const line = lines[k]!;
    if (line.kind !== 'text' || lines[k + 1]!.kind !== 'text') continue;
    if (seen.get(text.slice(line.start, line.end))! > 1) continue;
    if (overItsText(k)) {
      line.kind = 'heading';
      line.level = titles[0]!.level;
    } else if (alone(k)) {
      line.kind = 'heading';
      line.level = aloneLevel ?? titles[0]!.level;
    }
  }
}
