/**
 * Small helpers that put extracted text into the engine's convention (see ../types.ts): paragraphs
 * separated by blank lines, "# " headings, "- " list items, " | " table cells.
 */

/** Collapses runs of spaces, tabs and other inline whitespace to one space and trims the ends. */
export function collapseInline(text: string): string {
  return text.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim();
}

export function heading(level: number, text: string): string {
  const clamped = Math.min(6, Math.max(1, Math.round(level)));
  return `${'#'.repeat(clamped)} ${text}`;
}

export function listItem(text: string): string {
  return `- ${text}`;
}

export function tableRow(cells: string[]): string {
  return cells.join(' | ');
}

/**
 * Final clean-up of any extractor's output: unified line breaks, no control characters, no trailing
 * spaces, at most one blank line between paragraphs.
 */
export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?|\u2028|\u2029|\u0085/g, '\n')
    .replace(/\p{Cc}/gu, (control) =>
      control === '\n' || control === '\t' || control === '\f' ? control : '',
    )
    .replace(/\f/g, '\n\n')
    .replace(/[ \t\u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Joins blocks (paragraphs, headings, list runs) with blank lines, dropping empty ones. */
export function joinBlocks(blocks: string[]): string {
  return blocks.filter((block) => block.trim() !== '').join('\n\n');
}

/** Whether the text has any letter or digit at all (a document of only punctuation is empty). */
export function hasContent(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
