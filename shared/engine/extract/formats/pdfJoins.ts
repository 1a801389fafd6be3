/**
 * Sentences that a PDF's layout cut: at a column's foot, at a page's end, with a float (a notice box, a
 * caption, a stamp, a footnote, a header) between the halves. The halves are joined again, as
 * `reflowLines` joins a paragraph's lines.
 */

import { LINE_END_HYPHEN } from '../lineEndHyphens.ts';

/** A page's text that ends mid-sentence: a word, a comma, or a word hyphenated across the page. */
const RUNS_ON = /[\p{L},]$/u;
const HYPHENATED = /\p{L}-$/u;
/** Prose going on in lower case: a word of small letters, then a space or a mark ("gress has …"; not "arXiv:…"). */
const CONTINUES = /^\p{Ll}[\p{Ll}'’-]*[\s,;:.)]/u;

/** Text that is prose, not a list item, a table row or a heading. */
const plain = (line: string) => !line.startsWith('- ') && !line.startsWith('#') && !line.includes(' | ');
/** A block whose last line is prose cut mid-sentence. */
const runsOn = (block: string) => {
  const lastLine = block.slice(block.lastIndexOf('\n') + 1);
  return plain(lastLine) && (RUNS_ON.test(block) || HYPHENATED.test(block));
};
/** A block that opens with prose in lower case: the rest of a sentence. */
const continues = (block: string) => plain(block.split('\n', 1)[0]!) && CONTINUES.test(block);
/** A citation the break cut ("… classification [11," / "37], layout detection …"). */
const OPEN_CITATION = /\[\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\s*[,–-]$/u;
const CLOSES_CITATION = /^\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\]/u;
/** Whether `block` goes on with the sentence `last` ends in: in lower case, or closing its citation. */
const continuesAfter = (last: string, block: string) =>
  continues(block) ||
  (OPEN_CITATION.test(last) && plain(block.split('\n', 1)[0]!) && CLOSES_CITATION.test(block));

/**
 * Joins blocks (pages, or a page's paragraphs) as paragraphs, except where a sentence runs over the
 * break: the block ends in a word or a comma (or a word cut by a hyphen, "Con-") and the next opens in
 * lower case ("gress has the power …"). There the two halves are one paragraph again, as `reflowLines`
 * joins a paragraph's lines. List items, table rows and headings are never joined.
 */
function joinRunOns(blocks: string[], minWords = 0): string {
  const out: string[] = [];
  // The paragraph being built, as pieces (joined once: a page of thousands of cut lines stays linear).
  let pieces: string[] = [];
  let words = 0;
  for (const raw of blocks) {
    const block = raw.trim();
    if (!block) continue;
    const last = pieces[pieces.length - 1];
    if (last !== undefined && words >= minWords && runsOn(last) && continuesAfter(last, block)) {
      if (HYPHENATED.test(last)) pieces[pieces.length - 1] = last.slice(0, -1) + LINE_END_HYPHEN;
      else pieces.push(' ');
    } else {
      if (pieces.length) out.push(pieces.join(''));
      pieces = [];
      words = 0;
    }
    pieces.push(block);
    words += wordCount(block);
  }
  if (pieces.length) out.push(pieces.join(''));
  return out.join('\n\n');
}

function wordCount(text: string): number {
  return text.split(' ').length;
}

export function joinPages(pages: string[]): string {
  const paragraphs = pages.map((page) => page.split('\n\n'));
  for (let k = 0; k + 1 < paragraphs.length; k++) setFloatsAside(paragraphs[k]!, paragraphs[k + 1]!);
  return joinRunOns(paragraphs.map((page) => page.join('\n\n')));
}

/** Short paragraphs that may stand between a page's cut sentence and its rest, at most this many a page. */
const MAX_FLOATS = 2;
const MAX_FLOAT_WORDS = 12;

/**
 * A sentence cut by a page break with something short between its halves (a margin stamp at the foot of
 * one page, a header the running-header rule could not tell at the head of the next: "arXiv:2103… ",
 * "2 Z. Shen et al."): those paragraphs move after the rest, so the halves meet and are joined.
 */
function setFloatsAside(page: string[], next: string[]): void {
  let cut = page.length - 1;
  while (cut >= 0 && page.length - 1 - cut < MAX_FLOATS && isFloat(page[cut]!)) cut--;
  if (cut < 0 || wordCount(page[cut]!) < MIN_CUT_PARAGRAPH_WORDS || !runsOn(page[cut]!)) return;
  let rest = 0;
  while (
    rest < next.length &&
    rest < MAX_FLOATS &&
    !continuesAfter(page[cut]!, next[rest]!) &&
    isFloat(next[rest]!)
  )
    rest++;
  if (rest === 0 && cut === page.length - 1) return;
  if (rest >= next.length || !continuesAfter(page[cut]!, next[rest]!)) return;
  if (wordCount(next[rest]!) < MIN_CUT_PARAGRAPH_WORDS) return;
  const floats = [...page.splice(cut + 1), ...next.splice(0, rest)];
  next.splice(1, 0, ...floats);
}

const isFloat = (paragraph: string) => wordCount(paragraph) <= MAX_FLOAT_WORDS && !runsOn(paragraph);

/**
 * A paragraph cut by a column break is a paragraph of text, not a figure's label ("Key findings"); so is
 * its rest when a float stands between them (a form's "déductions 5)" is a label).
 */
const MIN_CUT_PARAGRAPH_WORDS = 10;

/**
 * A page's paragraphs, with a sentence that a column break cut ("… for client-side web programming" at
 * a column's foot, "and is used for …" at the next one's head) joined again, also when a float stands
 * between the halves (a notice box, a figure's caption): the float moves after the joined paragraph.
 */
export function rejoinColumns(paragraphs: string[]): string {
  const blocks = [...paragraphs];
  const cut = (block: string) => wordCount(block) >= MIN_CUT_PARAGRAPH_WORDS && runsOn(block);
  for (let k = 0; k + 2 < blocks.length; k++) {
    const float = blocks[k + 1]!;
    const rest = blocks[k + 2]!;
    if (
      cut(blocks[k]!) &&
      !continues(float) &&
      continuesAfter(blocks[k]!, rest) &&
      wordCount(rest) >= MIN_CUT_PARAGRAPH_WORDS
    ) {
      [blocks[k + 1], blocks[k + 2]] = [blocks[k + 2]!, blocks[k + 1]!];
    }
  }
  return joinRunOns(blocks, MIN_CUT_PARAGRAPH_WORDS);
}
