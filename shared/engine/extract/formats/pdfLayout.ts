/**
 * Turning pdf.js text items into the text convention: lines from baselines, paragraphs from gaps,
 * right-to-left lines reordered, wrapped lines joined, bullets as list items; plus the checks on the
 * result (garbled text layers, running headers and footers).
 */

import { BULLET_LINE, heading, listItem, literal, reflowLines, tableRow } from '../textConvention.ts';
import type { PlacedItem } from './pdfItem.ts';
import { rejoinColumns } from './pdfJoins.ts';
import { withLateTitleFirst } from './pdfOrder.ts';
import { withAccentsJoined, withOverlaidSymbols, withStackedRelations } from './pdfOverlays.ts';
import { isSlidePage, type SlideLine, slideToText } from './pdfSlides.ts';
import { linePitch } from './pdfSpacing.ts';
import { findTables } from './pdfTables.ts';

/** A gap of this many line heights starts a paragraph… */
const PARAGRAPH_GAP = 1.9;
/**
 * …unless the page's line pitch is this wide (double spacing, which the gap above would split line by
 * line): then a gap of this many pitches does.
 */
const WIDE_PITCH = 1.8;
const PARAGRAPH_PITCHES = 1.25;
/**
 * A space a PDF's glyph positions put inside brackets, where the text has none: "the RIAA ( Jesse
 * Jordan …)", "O(nk )". (Italic text set after an upright bracket leaves such a gap.) Only within a
 * pair: a TeX relation sign that a font without a Unicode map gives as "(" ("V ( Rn") stays apart.
 * Applied to a paragraph once its lines are joined, as an aside runs over a line's end.
 */
const BRACKET_GAP = /\(\s+(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}.])\s+\)/gu;

/** The bracket nearest `from` in one direction, or '' (each gap looks only as far as that bracket). */
function bracketFrom(text: string, from: number, step: 1 | -1): string {
  for (let k = from; k >= 0 && k < text.length; k += step) {
    const c = text[k]!;
    if (c === '(' || c === ')') return c;
  }
  return '';
}

function closeBracketGaps(text: string): string {
  if (!text.includes('( ') && !text.includes(' )')) return text;
  return text.replace(BRACKET_GAP, (gap: string, at: number) =>
    gap.startsWith('(')
      ? bracketFrom(text, at + gap.length, 1) === ')'
        ? '('
        : gap
      : bracketFrom(text, at - 1, -1) === '('
        ? ')'
        : gap,
  );
}

/**
 * A line set in another size than the line before (a title's 32 points, its author's 12) starts a
 * paragraph of its own, however close it stands: the two are never one sentence. Not when the smaller
 * line is a formula's subscripts or a fraction's part ("S′ i", "λ"): too few letters to be text.
 */
const SIZE_CHANGE = 1.5;
const MIN_LETTERS = 3;
const LETTER = /\p{L}/gu;

function bySize(lines: string[][], sizes: ReadonlyMap<string[], number>): string[][][] {
  const out: string[][][] = [];
  let previous: { size: number; letters: number } | undefined;
  for (const line of lines) {
    const size = sizes.get(line) ?? 0;
    const letters = line.join('').match(LETTER)?.length ?? 0;
    const smaller = previous && (previous.size < size ? previous : { size, letters });
    const changes =
      previous !== undefined &&
      previous.size > 0 &&
      size > 0 &&
      Math.max(previous.size, size) / Math.min(previous.size, size) >= SIZE_CHANGE &&
      smaller!.letters >= MIN_LETTERS;
    if (out.length === 0 || changes) out.push([]);
    out[out.length - 1]!.push(line);
    if (size > 0) previous = { size, letters };
  }
  return out;
}

/** "1–3, 5, 7–8" */
export function describePages(pages: number[]): string {
  const parts: string[] = [];
  let start = pages[0];
  let previous = pages[0];
  const close = () => {
    if (start === undefined || previous === undefined) return;
    parts.push(start === previous ? `${start}` : `${start}–${previous}`);
  };
  for (const page of pages.slice(1)) {
    if (previous !== undefined && page === previous + 1) {
      previous = page;
      continue;
    }
    close();
    start = page;
    previous = page;
  }
  close();
  return parts.join(', ');
}

export interface TextItemLike extends PlacedItem {
  hasEOL: boolean;
  dir?: string;
}

const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/gu;
const STRONG_LTR_CHAR = /[A-Za-z\u00c0-\u024f\u0370-\u058f\u0900-\u1fff\u3040-\u9fff\uac00-\ud7af]/gu;

/** A line whose letters are mostly Hebrew or Arabic: pdf.js lists its runs left to right, visually. */
function isRightToLeft(pieces: string[]): boolean {
  const text = pieces.join('');
  const rtl = text.match(RTL_CHAR)?.length ?? 0;
  if (rtl === 0) return false;
  const ltr = text.match(STRONG_LTR_CHAR)?.length ?? 0;
  return rtl > ltr;
}

/**
 * One page's text items to lines (a line break where the baseline moves) and paragraphs (a clear gap).
 * A table's items become its rows, where its first item stands.
 * TeX's overlaid symbols ("≠", "↦") and accents ("na¨ıve") are joined first, and a title drawn after
 * what it stands above is read first.
 */
export function pageItemsToText(
  pageItems: TextItemLike[],
  page?: { width: number; height: number; first?: boolean },
): string {
  const items = withLateTitleFirst(withAccentsJoined(withStackedRelations(withOverlaidSymbols(pageItems))));
  const paragraphs: string[][][] = [[]];
  const tables = findTables(items);
  const tableAt = new Map(tables.map((table) => [table.first, table]));
  const inTable = new Set(tables.flatMap((table) => [...table.members]));
  // On a page that sets its lines wide, a paragraph starts at a gap clearly wider than its line pitch.
  const pitch = linePitch(items, inTable);
  const paragraphGap = pitch !== undefined && pitch >= WIDE_PITCH ? pitch * PARAGRAPH_PITCHES : PARAGRAPH_GAP;
  /** Paragraphs that are tables: their rows, kept as they are. */
  const tableTexts = new Map<string[][], string>();
  let line: string[] = [];
  let lastY: number | undefined;
  let lastHeight = 0;
  /** Each line's size: its largest glyphs' height. */
  const lineSizes = new Map<string[], number>();
  let lineSize = 0;
  /** Where each line's text starts and ends across the page. */
  const lineSpans = new Map<string[], { left: number; right: number }>();
  let span = { left: Number.POSITIVE_INFINITY, right: Number.NEGATIVE_INFINITY };
  const endLine = () => {
    if (line.length) {
      paragraphs[paragraphs.length - 1]!.push(line);
      lineSizes.set(line, lineSize);
      lineSpans.set(line, span);
    }
    line = [];
    lineSize = 0;
    span = { left: Number.POSITIVE_INFINITY, right: Number.NEGATIVE_INFINITY };
  };
  for (const [index, item] of items.entries()) {
    const table = tableAt.get(index);
    if (table) {
      endLine();
      // Cells are found left to right; a Hebrew or Arabic table reads from the right.
      const rows = table.rows.map((cells) => [tableRow(isRightToLeft(cells) ? [...cells].reverse() : cells)]);
      tableTexts.set(rows, rows.map((row) => row[0]).join('\n'));
      paragraphs.push(rows, []);
      lastY = undefined;
    }
    if (inTable.has(index)) continue;
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height || item.transform[3] || 0);
    if (lastY !== undefined && item.str !== '') {
      const gap = Math.abs(lastY - y);
      const lineHeight = Math.max(lastHeight, height, 1);
      if (gap > lineHeight * paragraphGap) {
        endLine();
        paragraphs.push([]);
      } else if (gap > lineHeight * 0.5) endLine();
    }
    if (item.str !== '') {
      line.push(item.str);
      if (item.str.trim()) {
        lineSize = Math.max(lineSize, height);
        const x = item.transform[4] ?? 0;
        span = { left: Math.min(span.left, x), right: Math.max(span.right, x + (item.width ?? 0)) };
      }
      lastY = y;
      lastHeight = height || lastHeight;
    }
    if (item.hasEOL) endLine();
  }
  endLine();
  const groups = paragraphs.flatMap((lines) => (tableTexts.has(lines) ? [lines] : bySize(lines, lineSizes)));
  const lineText = (pieces: string[]) =>
    (isRightToLeft(pieces) ? [...pieces].reverse() : pieces).join('').replace(/\s+/g, ' ').trim();
  const slideLines = (lines: string[][]): SlideLine[] =>
    lines
      .map((pieces) => ({
        text: lineText(pieces),
        size: lineSizes.get(pieces) ?? 0,
        ...lineSpans.get(pieces)!,
      }))
      .filter((slideLine) => slideLine.text !== '');
  if (page && isSlidePage(page, slideLines(groups.filter((lines) => !tableTexts.has(lines)).flat()))) {
    const blocks = groups.map((lines) => tableTexts.get(lines) ?? slideLines(lines));
    const rendered = slideToText(
      blocks.filter((block): block is SlideLine[] => typeof block !== 'string' && block.length > 0),
      page,
    );
    let next = 0;
    return blocks
      .map((block) => (typeof block === 'string' ? block : block.length > 0 ? rendered[next++]! : ''))
      .filter((block) => block !== '')
      .join('\n\n');
  }
  const texts = groups
    .map((lines) => {
      const table = tableTexts.get(lines);
      if (table !== undefined) return { table, lines: [] };
      return {
        lines: lines.map(lineText).filter((text) => text !== ''),
      };
    })
    .filter((paragraph) => paragraph.table !== undefined || paragraph.lines.length > 0);
  return rejoinColumns(
    texts.map(({ table, lines }, k) => {
      if (table !== undefined) return table;
      // A title set apart from its text by a gap is a paragraph of one line.
      const next = texts[k + 1]?.lines[0];
      const level = lines.length === 1 && next ? sectionTitleLevel(lines[0]!, next) : 0;
      return level > 0 ? heading(level, lines[0]!) : paragraphText(lines);
    }),
  );
}

/**
 * A section's title set on a line of its own above its text ("Abstract", "1. Introduction", "3.2 Type
 * Specialization"): numbered, or one of the unnumbered parts of a paper, in the languages we serve.
 */
const NUMBERED_TITLE = /^(?:(\d{1,2}(?:\.\d{1,2}){0,3})\.?|[IVX]{1,4}\.)\s+\p{Lu}[^.!?;]*[^.!?:;,]$/u;
const PAPER_PART =
  /^(?:Abstract|Introduction|Conclusions?|Acknowledge?ments|References|Zusammenfassung|Einleitung|Fazit|Literatur|Résumé|Conclusion|Bibliographie|Resumen|Introducción|Conclusiones|Referencias|Resumo|Introdução|Conclusões|Referências|Аннотация|Введение|Заключение|Литература)$/u;
/** A title is a few words, well short of the text line under it (which fills the column). */
const MAX_TITLE_WORDS = 8;
const MAX_TITLE_SHARE = 0.6;

/**
 * The heading level of a paragraph's first line when it is a section title (0: it is not). Besides its
 * form, the line under it must open a sentence and be much longer: a numbered sentence wrapped after a
 * few words ("1. The committee shall meet" / "every month.") goes on in lower case, or fills its line.
 */
function sectionTitleLevel(line: string, next: string): number {
  if (line.split(' ').length > MAX_TITLE_WORDS || line.length > next.length * MAX_TITLE_SHARE) return 0;
  if (!/^\p{Lu}/u.test(next)) return 0;
  if (PAPER_PART.test(line)) return 2;
  const numbered = NUMBERED_TITLE.exec(line);
  if (!numbered) return 0;
  return 2 + (numbered[1]?.split('.').length ?? 1) - 1;
}

/**
 * A rule drawn with characters ("- - - - - - - - x" around a court caption, "_____", "=====") parts what
 * is above it from what is below, and is no text: read as a bulleted line, it made a list item of dashes.
 */
const RULE_LINE = /^[xX]?\s*(?:[-–—_=~*]\s*){3,}[xX]?$/u;

/** A paragraph's lines as running text, with bulleted lines as "- " items and a title line as a heading. */
function paragraphText(lines: string[]): string {
  const out: string[] = [];
  const level = lines.length > 1 ? sectionTitleLevel(lines[0]!, lines[1]!) : 0;
  if (level > 0) out.push(heading(level, lines[0]!));
  let run: string[] = [];
  let runIsItem = false;
  const flush = () => {
    if (run.length) {
      const text = closeBracketGaps(reflowLines(run));
      out.push(runIsItem ? listItem(text) : literal(text));
    }
    run = [];
  };
  for (const line of level > 0 ? lines.slice(1) : lines) {
    if (RULE_LINE.test(line)) {
      flush();
      continue;
    }
    const bullet = BULLET_LINE.exec(line);
    if (bullet) {
      flush();
      run = [bullet[1]!];
      runIsItem = true;
    } else {
      if (run.length === 0) runIsItem = false;
      run.push(line);
    }
  }
  flush();
  return out.join('\n');
}

/**
 * A text layer that is one letter repeated thousands of times is what a broken font mapping produces,
 * not anything a person wrote: real text's most frequent letter is a fraction of its letters.
 */
export function isGarbledText(text: string): boolean {
  const counts = new Map<string, number>();
  let letters = 0;
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    letters++;
    counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  if (letters < 200) return false;
  let most = 0;
  for (const count of counts.values()) if (count > most) most = count;
  return most > letters * 0.6;
}

/** A short paragraph's shape with its numbers masked: "Page 3 of 10" and "Page 4 of 10" look alike. */
function runningKey(paragraph: string): string | undefined {
  if (paragraph.length > 120 || paragraph.includes('\n')) return undefined;
  // Front matter numbers its pages in lower-case roman numerals ("xiv PREFACE", "xiii").
  return paragraph
    .replace(/\d+/g, '#')
    .replace(/^[ivxlc]+(?=\s|$)|(?<=\s)[ivxlc]+$/, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A running header that carries its page's number at one end ("BALANCES 215", "284 FREE CULTURE"). */
const NUMBERED_KEY = /^#(?:\s|$)|\s#$/;

/**
 * Drops running headers and footers (page numbers, a title repeated at the top of every page, a link
 * under it): short first or last paragraphs that recur, numbers aside, on at least a quarter of the
 * pages (and three or more; a book alternates its headers between left and right pages). One that
 * carries a page number at an end only needs three pages: a book heads each chapter's pages with the
 * chapter's name, so no one header fills a quarter of the book. A page may carry several ("136 FREE
 * CULTURE", then "<http://free-culture.org/get-it>"): both go.
 */
export function withoutRunningHeaders(pages: string[]): string[] {
  // Twice: what stood under a page's header is at its edge once the header has gone.
  return withoutEdgeRepeats(withoutEdgeRepeats(pages));
}

function withoutEdgeRepeats(pages: string[]): string[] {
  if (pages.length < 3) return pages;
  const split = pages.map((page) => page.split('\n\n'));
  const counts = new Map<string, number>();
  for (const paragraphs of split) {
    const edges = new Set([runningKey(paragraphs[0]!), runningKey(paragraphs[paragraphs.length - 1]!)]);
    for (const key of edges) if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(pages.length / 4));
  const running = new Set(
    [...counts]
      .filter(([key, count]) => count >= (NUMBERED_KEY.test(key) ? 3 : threshold))
      .map(([key]) => key),
  );
  if (running.size === 0) return pages;
  return split.map((paragraphs) => {
    let start = 0;
    let end = paragraphs.length;
    if (end - start > 1 && running.has(runningKey(paragraphs[start]!) ?? '')) start++;
    if (end - start > 1 && running.has(runningKey(paragraphs[end - 1]!) ?? '')) end--;
    return paragraphs.slice(start, end).join('\n\n');
  });
}
