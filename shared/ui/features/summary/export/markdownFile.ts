import { isNote, NOTES_LEAD, NOTES_TITLE, type Run, type SummaryDocument } from './summaryDocument.ts';

/**
 * The summary as Markdown (.md): the same blocks, each cited sentence followed by a footnote
 * reference ([^n]) whose definition at the end holds the passage it comes from. Footnotes render in
 * GitHub, Obsidian, Pandoc and most Markdown editors; elsewhere they still read as numbered notes.
 */
export function summaryMarkdown(document: SummaryDocument): string {
  const parts: string[] = [`# ${escapeText(document.title)}`];
  if (document.subtitle) parts.push(`_${escapeText(document.subtitle)}_`);
  let list: string[] = [];
  const endList = () => {
    if (list.length > 0) parts.push(list.join('\n'));
    list = [];
  };
  let number = 0;
  for (const block of document.blocks) {
    if (block.kind === 'item') {
      number = block.ordered ? number + 1 : 0;
      list.push(`${block.ordered ? `${number}.` : '-'} ${runsMarkdown(block.runs)}`);
      continue;
    }
    endList();
    number = 0;
    if (block.kind === 'heading') parts.push(`${'#'.repeat(block.level + 1)} ${runsMarkdown(block.runs)}`);
    else parts.push(escapeLineStart(runsMarkdown(block.runs)));
  }
  endList();
  if (document.notes.length > 0) {
    parts.push(`## ${NOTES_TITLE}`, NOTES_LEAD);
    parts.push(document.notes.map((note) => `[^${note.number}]: ${escapeText(note.passage)}`).join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

function runsMarkdown(runs: readonly Run[]): string {
  return runs
    .map((run) => {
      if (isNote(run)) return `[^${run.note}]`;
      const text = escapeText(run.text);
      if (!text.trim()) return text;
      // Emphasis marks go inside the run's spaces: "** word**" is not bold in Markdown.
      const [, lead, core, trail] = /^(\s*)(.*?)(\s*)$/s.exec(text)!;
      const mark = run.bold && run.italic ? '***' : run.bold ? '**' : run.italic ? '*' : '';
      return `${lead}${mark}${core}${mark}${trail}`;
    })
    .join('');
}

/** Characters Markdown would read as formatting are written as themselves. */
function escapeText(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, '\\$&');
}

/** A paragraph that would start like a heading, list or quote is escaped. */
function escapeLineStart(text: string): string {
  return text.replace(/^(#{1,6}\s|[-+]\s|\d+[.)]\s|>)/, '\\$1');
}
