/**
 * How far apart a page sets the lines of one paragraph. Most text is set at about 1.2 times its size,
 * and a gap of twice the size marks a new paragraph. Double-spaced pages (manuscripts, court filings,
 * some Korean and Chinese layouts) set every line that far apart: read with the usual measure, each of
 * their lines was a paragraph of its own, and a sentence wrapped over two lines was cut in two.
 */

import type { PlacedItem } from './pdfItem.ts';

interface Line {
  y: number;
  height: number;
  left: number;
  right: number;
}

/** A line whose right edge comes this close to the page's right margin (as a share of the text width) is full. */
const FULL_LINE_SHARE = 0.9;
/** Gaps are counted in twentieths of the line's height. */
const GAP_STEP = 0.05;
/** How many full lines, and what share of them, must agree on a gap before it is the page's line pitch. */
const MIN_AGREEING = 4;
const MIN_AGREEING_SHARE = 0.5;

function linesOf(items: readonly PlacedItem[], skip: ReadonlySet<number>): Line[] {
  const lines: Line[] = [];
  let current: Line | undefined;
  for (const [index, item] of items.entries()) {
    if (skip.has(index) || item.str.trim() === '') continue;
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height || item.transform[3] || 0);
    const left = item.transform[4] ?? 0;
    const right = left + (item.width ?? 0);
    if (!current || Math.abs(current.y - y) > Math.max(current.height, height, 1) * 0.5) {
      current = { y, height, left, right };
      lines.push(current);
    } else {
      current.left = Math.min(current.left, left);
      current.right = Math.max(current.right, right);
      current.height = Math.max(current.height, height);
    }
  }
  return lines;
}

/**
 * The distance between the baselines of a paragraph's lines on this page, in line heights: the gap
 * that most often follows a full line (a line that wrapped, so the next one continues its paragraph).
 * Undefined when too few full lines agree.
 */
export function linePitch(items: readonly PlacedItem[], skip: ReadonlySet<number>): number | undefined {
  const lines = linesOf(items, skip);
  if (lines.length < MIN_AGREEING + 1) return undefined;
  let left = Number.POSITIVE_INFINITY;
  let margin = Number.NEGATIVE_INFINITY;
  for (const line of lines) {
    left = Math.min(left, line.left);
    margin = Math.max(margin, line.right);
  }
  const full = left + (margin - left) * FULL_LINE_SHARE;
  const counts = new Map<number, number>();
  let samples = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const gap = line.y - lines[i + 1]!.y;
    // Only downward steps of a plausible size: a jump back up is a new column.
    if (line.right < full || gap < line.height * 0.5 || gap > line.height * 4) continue;
    const bin = Math.round(gap / line.height / GAP_STEP);
    samples++;
    counts.set(bin, (counts.get(bin) ?? 0) + 1);
  }
  // A bin counts with its neighbours, which differ from it by rounding.
  const near = (bin: number) =>
    (counts.get(bin - 1) ?? 0) + (counts.get(bin) ?? 0) + (counts.get(bin + 1) ?? 0);
  let best: number | undefined;
  for (const bin of counts.keys()) if (best === undefined || near(bin) > near(best)) best = bin;
  if (best === undefined) return undefined;
  const agreeing = near(best);
  return agreeing >= MIN_AGREEING && agreeing >= samples * MIN_AGREEING_SHARE ? best * GAP_STEP : undefined;
}
