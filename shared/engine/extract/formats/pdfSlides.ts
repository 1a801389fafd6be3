/**
 * Slides saved as PDF (PowerPoint, Keynote, Google Slides, a web deck printed): a landscape page set in
 * large type, a title at its top, short lines under it. A slide's lines are points of their own; read
 * as a page of prose, they ran into one sentence ("Revenue $412M, up 18% year over year New customers:
 * 640 …") under a title that was no heading.
 */

import { BULLET_LINE, heading, listItem, literal, reflowLines } from '../textConvention.ts';

/** A slide is wider than tall (16:9 and 4:3 both)… */
const MIN_SLIDE_ASPECT = 1.2;
/** …and its text is large: a landscape report's lines are 8 to 12 points, a slide's 14 and more. */
const MIN_SLIDE_TEXT_POINTS = 13;
/** A slide's title is set clearly larger than anything else on it. */
const TITLE_SIZE_RATIO = 1.2;
/**
 * A line that reaches this share of the width its slide leaves for text (the page less its left margin
 * on both sides) was wrapped, and the next line goes on with it.
 */
const FULL_LINE_SHARE = 0.85;

/** One line of a slide: its text, the height of its largest glyphs, where it starts and ends. */
export interface SlideLine {
  text: string;
  size: number;
  left: number;
  right: number;
}

/** Whether a page is a slide: landscape, its median line set at slide sizes. */
export function isSlidePage(page: { width: number; height: number }, lines: readonly SlideLine[]): boolean {
  if (page.width < page.height * MIN_SLIDE_ASPECT || lines.length === 0) return false;
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)]! >= MIN_SLIDE_TEXT_POINTS;
}

/**
 * A slide's paragraphs (each a list of lines) in the text convention: the first, when set larger than
 * all the rest, is the slide's title (the deck's, on its first page); a paragraph of several lines is a
 * list, one item per line, except where a line was wrapped (it reaches the slide's right margin, or the
 * next line goes on in lower case).
 */
export function slideToText(
  paragraphs: readonly SlideLine[][],
  page: { width: number; first?: boolean },
): string[] {
  const lines = paragraphs.flat();
  const margin = Math.min(...lines.map((line) => line.left));
  const fullFrom = margin + (page.width - 2 * margin) * FULL_LINE_SHARE;
  const largest = (from: number) =>
    Math.max(
      0,
      ...paragraphs
        .slice(from)
        .flat()
        .map((line) => line.size),
    );
  return paragraphs.map((paragraph, k) => {
    const title = k === 0 && paragraph.length <= 2 && paragraph[0]!.size >= largest(1) * TITLE_SIZE_RATIO;
    // The first slide's title is the deck's.
    if (title) return heading(page.first ? 1 : 2, reflowLines(paragraph.map((line) => line.text)));
    const items: string[][] = [];
    paragraph.forEach((line, j) => {
      const previous = paragraph[j - 1];
      const goesOn =
        previous !== undefined &&
        !BULLET_LINE.test(line.text) &&
        (/^\p{Ll}/u.test(line.text) || previous.right >= fullFrom || /[-,]$/.test(previous.text));
      if (goesOn) items[items.length - 1]!.push(line.text);
      else items.push([BULLET_LINE.exec(line.text)?.[1] ?? line.text]);
    });
    if (items.length === 1 && !BULLET_LINE.test(paragraph[0]!.text)) return literal(reflowLines(items[0]!));
    return items.map((item) => listItem(reflowLines(item))).join('\n');
  });
}

/** A last page that only thanks the audience and invites questions ("Thank you" over "Questions?"). */
const CLOSING_PAGE =
  /^(?:#{1,2} )?(?:thank you|thanks|merci|danke|vielen dank|gracias|grazie|obrigad[oa]|dank u|bedankt)(?: (?:for (?:your attention|listening)|beaucoup|schön))?[!.]*(?:\n\n(?:- )?(?:any questions|questions|q ?& ?a|fragen|des questions|preguntas|domande|perguntas|vragen)[?!.]*)?$/iu;

/**
 * The pages without a deck's closing slide, which says nothing of the subject. Only when the last page
 * read is the document's last (`complete`), and never the only page.
 */
export function withoutClosingPage(pages: string[], complete: boolean): string[] {
  const last = pages[pages.length - 1];
  return complete && pages.length > 1 && last !== undefined && CLOSING_PAGE.test(last.trim())
    ? pages.slice(0, -1)
    : pages;
}
