import type { PlainLine } from './plainLine.ts';
import { CAPITALS, PART_TITLE, SENTENCE_END } from './titleShapes.ts';

/**
 * A label in capitals that opens a paragraph and runs into its text, as structured abstracts and
 * clinical notes write their parts: "RESULTS: Of 612 patients …", "ASSESSMENT: Community-acquired …".
 */
const RUN_IN_LABEL = /^([\p{Lu}][\p{Lu}\p{M}\p{N} &/,'’-]{2,40}?)[:：][ \t]+(?=[\p{Lu}\p{N}"“(])/u;
/** A Spanish contract's clause, its ordinal and its title: "PRIMERA.- OBJETO. El Proveedor prestará …". */
const RUN_IN_CLAUSE =
  /^([\p{Lu}][\p{Lu}\p{M}\p{N}]{2,20}\.?[ \t]?[-–—][ \t]?[\p{Lu}][\p{Lu}\p{M}\p{N} ,/'’-]{1,60}?)\.[ \t]+(?=[\p{Lu}\p{N}"“(])/u;
const MAX_LABEL_WORDS = 6;
/** Fewer labels are a note's ("NOTE: …", "WARNING: …"), not the parts of the document. */
const MIN_RUN_IN_TITLES = 3;

/**
 * Splits each run-in label from its paragraph as the title of a part (level 2), where the document
 * opens three or more paragraphs in a row so, each label once: labels that come back are speakers ("JUDGE: …").
 * A short line alone above the first of them ("Abstract") titles them all: it is a part too, one level
 * up.
 */
export function splitRunInTitles(text: string, lines: PlainLine[]): void {
  const found: { k: number; label: string; length: number }[] = [];
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    if (line.kind !== 'text' || line.code || line.contentStart !== line.start) continue;
    if (lines[k - 1]?.paragraph === line.paragraph) continue;
    const opening = text.slice(line.start, line.end);
    const match = RUN_IN_LABEL.exec(opening) ?? RUN_IN_CLAUSE.exec(opening);
    const label = match?.[1];
    if (!match || !label || !CAPITALS.test(label) || label.split(/\s+/u).length > MAX_LABEL_WORDS) continue;
    found.push({ k, label, length: match[0].length });
  }
  if (found.length < MIN_RUN_IN_TITLES || new Set(found.map((f) => f.label)).size < found.length) return;
  // The parts follow one another; notes set among the text ("NOTE: …", "WARNING: …" between a how-to's
  // steps) are not its parts.
  if (found.some((f, n) => n > 0 && lines[f.k]!.paragraph !== lines[found[n - 1]!.k]!.paragraph + 1)) return;
  const first = found[0]!.k;
  const over = lines[first - 1];
  const overText = over ? text.slice(over.start, over.end) : '';
  const titled =
    over?.kind === 'text' &&
    lines[first - 2]?.paragraph !== over.paragraph &&
    PART_TITLE.test(overText) &&
    !SENTENCE_END.test(overText);
  if (titled) {
    over.kind = 'heading';
    over.level = 2;
  }
  for (const { k, label, length } of found.reverse()) {
    const line = lines[k]!;
    const title: PlainLine = {
      kind: 'heading',
      level: titled ? 3 : 2,
      start: line.start,
      end: line.start + label.length,
      contentStart: line.start,
      paragraph: line.paragraph,
    };
    line.start += length;
    line.contentStart = line.start;
    lines.splice(k, 0, title);
  }
}
