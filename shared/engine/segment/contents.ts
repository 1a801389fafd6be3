/**
 * Tables of contents, wherever a document has one: written as a table, or flattened by a PDF into a run
 * of chapters and page numbers. (A book's listing under its "CONTENTS" title is front matter.)
 */

/**
 * A chapter's page number followed by the next chapter ("… Creators 21 CHAPTER TWO: …"): a unit with
 * two of them is a flattened table of contents. Prose puts the number after the word ("chapter 2").
 */
const PAGE_THEN_CHAPTER =
  /(?<!\S)\d{1,4}\s+(?:chapter|chapitre|kapitel|capítulo|capitolo|hoofdstuk|rozdział|глава)(?!\p{L})/giu;

export function isFlatContents(text: string): boolean {
  return (text.match(PAGE_THEN_CHAPTER)?.length ?? 0) >= 2;
}

/** A table of contents has at least this many rows. */
const MIN_CONTENTS_ROWS = 4;

/** A contents listing's title, in the languages we serve. ("Index" heads a book's back, not its front.) */
export const CONTENTS_TITLE =
  /^(?:table of contents|contents|inhalt|inhaltsverzeichnis|table des matières|sommaire|sommario|índice|indice|sumário|inhoud|inhoudsopgave|spis treści|obsah|innehåll|indholdsfortegnelse|innhold|sisällys|содержание|оглавление|зміст|περιεχόμενα|المحتويات|תוכן העניינים|תוכן עניינים|فهرست مطالب|içindekiler|目次|目录|目錄|차례|목차)\s*:?$/iu;

/**
 * A division's label between a table's rows ("PART II", "Section B"), written as a line of its own: a
 * few words with no sentence end. It belongs to the table it divides.
 */
function isDivisionLabel(u: { kind: string; text: string }): boolean {
  return (
    u.kind !== 'row' &&
    u.kind !== 'heading' &&
    /^[^.!?;:|]{1,40}$/u.test(u.text.trim()) &&
    u.text.trim().split(/\s+/).length <= 4
  );
}

/**
 * Tables of contents written as tables ("Item 5. | | Market for Registrant's Common Equity | | 10"):
 * rows of one table (paragraph), four or more, each with words and ending in a page number (a header
 * row aside), the numbers never going down and the last at least twice the first, some titles of three
 * words or more. Marks their units, the labels of the parts they list ("PART II") and a contents title
 * right before them.
 */
export function contentsRows(
  units: readonly { kind: string; text: string; paragraph: number }[],
  marks: Uint8Array,
): void {
  let from = 0;
  while (from < units.length) {
    const first = units[from]!;
    if (first.kind !== 'row' && !isDivisionLabel(first)) {
      from++;
      continue;
    }
    let to = from;
    let rows = 0;
    let previousPage = -1;
    let firstPage = -1;
    let titled = false;
    let contents = true;
    for (; to < units.length && units[to]!.paragraph === first.paragraph; to++) {
      const u = units[to]!;
      if (u.kind !== 'row') {
        if (isDivisionLabel(u)) continue;
        break;
      }
      const cells = u.text
        .split('|')
        .map((c) => c.trim())
        .filter((c) => c !== '');
      const page = /^\d{1,4}$/.test(cells[cells.length - 1] ?? '') ? Number(cells[cells.length - 1]) : -1;
      // The first row may be the table's header ("Contents | Page"); every other ends in a page number.
      const header = rows === 0 && page < 0;
      rows++;
      if (!header && (page < previousPage || page < 0)) contents = false;
      if (!cells.slice(0, -1).some((c) => /\p{L}{2}/u.test(c))) contents = false;
      if (cells.slice(0, -1).some((c) => c.split(/\s+/).length >= 3)) titled = true;
      if (firstPage < 0) firstPage = page;
      previousPage = page;
    }
    // A book's pages run on: the last entry's page is at least twice the first's. A list sorted by a
    // small number (ages, prices) rarely doubles, and rarely has titles of three words or more.
    const runsOn = firstPage > 0 && previousPage >= 2 * firstPage;
    if (contents && titled && runsOn && rows >= MIN_CONTENTS_ROWS) {
      marks.fill(1, from, to);
      if (from > 0 && CONTENTS_TITLE.test(units[from - 1]!.text.trim())) marks[from - 1] = 1;
    }
    from = Math.max(to, from + 1);
  }
}

/** A listing of the document's own parts has at least this many items, each of a few words. */
const MIN_SECTION_LIST_ITEMS = 3;
const MAX_SECTION_ITEM_WORDS = 6;

function wordsOf(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .replace(/^\s*(?:(?:\d+(?:\.\d+)*|[a-z]|[ivx]+)[.)]|\d+(?:\.\d+)*)\s+/u, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A line of a list: an item, or a line of its own that ends no sentence ("2 Light-dependent reactions"). */
const isListLine = (u: { kind: string; text: string }) =>
  u.kind === 'item' || (u.kind === 'sentence' && !/[.!?;:,]["'”’)]*$/u.test(u.text.trim()));

/**
 * A list that names the document's own parts below it (a deck's "Agenda", a README's table of contents,
 * a wiki page's "Contents" copied as numbered lines, "Results / Customers / Risks" before "## Q3
 * Results", "## Customers" …): three or more short items or lines, two thirds of them the words of a
 * heading that comes later. It says where things are, not what they say. Marks its items.
 */
export function sectionListItems(
  units: readonly { kind: string; text: string; paragraph: number }[],
  marks: Uint8Array,
): void {
  // Every run of words in a heading, with where its last heading stands: linear in the headings' words.
  const lastHeadingWith = new Map<string, number>();
  units.forEach((u, i) => {
    if (u.kind !== 'heading') return;
    const words = wordsOf(u.text);
    // A whole title of any length is named too ("What you need to know before you take Dolorex").
    lastHeadingWith.set(words.join(' '), i);
    for (let a = 0; a < words.length; a++)
      for (let b = a + 1; b <= Math.min(words.length, a + MAX_SECTION_ITEM_WORDS); b++)
        lastHeadingWith.set(words.slice(a, b).join(' '), i);
  });
  if (lastHeadingWith.size === 0) return;
  let from = 0;
  while (from < units.length) {
    if (!isListLine(units[from]!)) {
      from++;
      continue;
    }
    let to = from;
    while (to < units.length && isListLine(units[to]!) && units[to]!.paragraph === units[from]!.paragraph)
      to++;
    const items = units.slice(from, to).map((u) => wordsOf(u.text));
    const short = (w: string[]) => w.length <= MAX_SECTION_ITEM_WORDS || lastHeadingWith.has(w.join(' '));
    if (items.length >= MIN_SECTION_LIST_ITEMS && items.every(short)) {
      const naming = items.filter(
        (w) => w.length > 0 && (lastHeadingWith.get(w.join(' ')) ?? -1) >= to,
      ).length;
      if (naming * 3 >= items.length * 2) marks.fill(1, from, to);
    }
    from = to;
  }
}
