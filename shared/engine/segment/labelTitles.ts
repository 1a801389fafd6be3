import type { PlainLine } from './plainLine.ts';

/**
 * Parts titled by a label and its colon on a line of their own, the part's text or list right under it,
 * as a discharge letter, a clinical report or a form letter sets them: "Diagnosen:", "Verlauf:",
 * "Therapieempfehlung:", "Hospital course:", "Diagnostic :". Three or more such labels title a
 * document's parts; one or two are lead-ins ("Note:" over a remark, "Example:").
 */
const LABEL_LINE = /^\p{Lu}[\p{L}\p{M}'’-]*(?:\s+[\p{L}\p{M}'’-]+){0,2}\s*[:：]$/u;
const MIN_LABELS = 3;

export function markLabelTitles(text: string, lines: PlainLine[]): void {
  const labels: PlainLine[] = [];
  for (let k = 0; k + 1 < lines.length; k++) {
    const line = lines[k]!;
    const next = lines[k + 1]!;
    if (line.kind !== 'text' || line.code || line.contentStart !== line.start) continue;
    // It opens its paragraph, and its text or list is right under it.
    if (lines[k - 1]?.paragraph === line.paragraph || next.paragraph !== line.paragraph) continue;
    if (next.kind !== 'text' && next.kind !== 'item') continue;
    if (LABEL_LINE.test(text.slice(line.start, line.end).trim())) labels.push(line);
  }
  if (labels.length < MIN_LABELS) return;
  for (const line of labels) {
    line.kind = 'heading';
    line.level = 2;
    // Shown without its colon.
    line.end = line.start + text.slice(line.start, line.end).replace(/\s*[:：]\s*$/u, '').length;
  }
}
