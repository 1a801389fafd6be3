import { type Block, isNote, type Run, summaryDocument } from './summaryDocument.ts';
import { blocksText } from './textFile.ts';

/**
 * What Copy puts on the clipboard: the summary as plain text (bullets and lines, none of Markdown's
 * marks or escapes) for plain fields and editors, and as HTML (headings, lists, bold and italics) for
 * mail, Word and documents that take formatting. The reader pastes what they saw, not its Markdown.
 */
export function clipboardContent(markdown: string): { text: string; html: string } {
  const { blocks } = summaryDocument({ filename: '', markdown, sources: [] });
  return { text: blocksText(blocks), html: blocksHtml(blocks) };
}

function blocksHtml(blocks: readonly Block[]): string {
  const parts: string[] = [];
  for (const [index, block] of blocks.entries()) {
    const previous = blocks[index - 1];
    const next = blocks[index + 1];
    const content = runsHtml(block.runs);
    if (block.kind === 'heading') {
      // Level 1 is the summary's own top heading: h2, as under a page's or mail's title.
      parts.push(`<h${block.level + 1}>${content}</h${block.level + 1}>`);
    } else if (block.kind === 'paragraph') parts.push(`<p>${content}</p>`);
    else {
      const list = block.ordered ? 'ol' : 'ul';
      const sameList = (other: Block | undefined) =>
        other?.kind === 'item' && other.ordered === block.ordered;
      parts.push(
        `${sameList(previous) ? '' : `<${list}>`}<li>${content}</li>${sameList(next) ? '' : `</${list}>`}`,
      );
    }
  }
  return parts.join('\n');
}

function runsHtml(runs: readonly Run[]): string {
  return runs
    .map((run) => {
      if (isNote(run)) return '';
      let html = escapeHtml(run.text);
      if (run.italic) html = `<em>${html}</em>`;
      if (run.bold) html = `<strong>${html}</strong>`;
      return html;
    })
    .join('');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ENTITIES[character]!);
}
