import {
  type Block,
  isNote,
  NOTES_LEAD,
  NOTES_TITLE,
  type Run,
  type SummaryDocument,
} from './summaryDocument.ts';

/**
 * The summary as plain text (.txt): the title, headings and paragraphs as lines, list items with
 * bullets, [n] after each cited sentence, and the passages under "Sources" at the end.
 */
export function summaryText(document: SummaryDocument): string {
  const lines: string[] = [document.title];
  if (document.subtitle) lines.push(document.subtitle);
  lines.push('', blocksText(document.blocks));
  if (document.notes.length > 0) {
    lines.push('', '', NOTES_TITLE, NOTES_LEAD, '');
    for (const note of document.notes) lines.push(`[${note.number}] ${note.passage}`, '');
    lines.pop();
  }
  return `${lines.join('\n').trim()}\n`;
}

/** Headings and paragraphs as lines set apart by a blank line; the items of a list stay together. */
export function blocksText(blocks: readonly Block[]): string {
  const lines: string[] = [];
  let previous: Block | null = null;
  let number = 0;
  for (const block of blocks) {
    const continuesList = previous?.kind === 'item' && block.kind === 'item';
    if (previous !== null && !continuesList) lines.push('');
    const text = runsText(block.runs);
    if (block.kind === 'item') {
      number = block.ordered ? (continuesList ? number + 1 : 1) : 0;
      lines.push(`${block.ordered ? `${number}.` : '•'} ${text}`);
    } else lines.push(text);
    previous = block;
  }
  return lines.join('\n');
}

function runsText(runs: readonly Run[]): string {
  return runs.map((run) => (isNote(run) ? `[${run.note}]` : run.text)).join('');
}
