/**
 * Project Gutenberg wraps its e-books in a licence header and footer ("*** START OF THE PROJECT
 * GUTENBERG EBOOK …", older files "*END*THE SMALL PRINT! …"; "*** END OF …", "End of Project
 * Gutenberg Etext …"). The book is what lies between.
 */
const EBOOK_START = /\*\*\*\s*START OF (?:THE|THIS) PROJECT GUTENBERG|\*END\*?\s*THE SMALL PRINT/i;
/** Share of the document's units at each end where a wrapper's marker may stand. */
const WRAPPER_SHARE = 0.25;
const EBOOK_END = /\*\*\*\s*END OF (?:THE|THIS) PROJECT GUTENBERG|^End of (?:the )?Project Gutenberg/i;

/** How far into a text (and back from its end) a distributor's wrapper may reach, in characters. */
const WRAPPER_CHARS = 40_000;
const EBOOK_END_LINE = new RegExp(EBOOK_END.source, 'im');

/**
 * The characters [start, end) of an e-book's own text inside its distributor's wrapper (all, when there
 * is none), for reading the book's language rather than the English of the licence around it. The
 * markers are looked for within 40,000 characters of either end, however short the text: a short
 * book's licence (about 12,000 characters) may be longer than the book.
 */
export function ebookTextRange(text: string): { start: number; end: number } {
  const reach = WRAPPER_CHARS;
  let start = 0;
  let end = text.length;
  const head = EBOOK_START.exec(text.slice(0, reach));
  if (head) {
    const lineEnd = text.indexOf('\n', head.index);
    start = lineEnd < 0 ? text.length : lineEnd + 1;
  }
  const tailFrom = Math.max(start, text.length - reach);
  const tail = EBOOK_END_LINE.exec(text.slice(tailFrom));
  if (tail) end = tailFrom + tail.index;
  return start < end ? { start, end } : { start: 0, end: text.length };
}

/**
 * The units [start, end) of an e-book's own text inside its distributor's wrapper (all, when there is
 * none). The book starts with the paragraph after the start marker (the marker may span units). A
 * marker counts only in the outer quarter of the document where a wrapper sits: elsewhere it is a
 * quotation, or one of several texts pasted together, and cutting there would lose the rest.
 */
export function ebookBody(units: readonly { text: string; paragraph: number }[]): {
  start: number;
  end: number;
} {
  let start = 0;
  let end = units.length;
  const edge = Math.ceil(units.length * WRAPPER_SHARE);
  for (let i = 0; i < units.length; i++) {
    const text = units[i]!.text;
    if (!text.includes('*') && !text.startsWith('End')) continue;
    if (start === 0 && i < edge && EBOOK_START.test(text)) {
      start = i + 1;
      while (start < units.length && units[start]!.paragraph === units[i]!.paragraph) start++;
    } else if (i >= start && i >= units.length - edge && EBOOK_END.test(text)) {
      end = i;
      break;
    }
  }
  return { start, end };
}
