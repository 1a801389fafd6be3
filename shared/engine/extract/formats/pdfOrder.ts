/**
 * The order a page's text is read in: the file's, except for a block drawn late that stands above
 * everything drawn before it. A report generator draws its table first and its title last ("WARN
 * Report* Summary by Received Date …" after forty rows of layoffs); read in the file's order, the
 * title followed the table it names. Such a block is read first. Text drawn top to bottom (prose, two
 * columns, a caption above its figure) never rises above all that came before it.
 */

import type { PlacedItem } from './pdfItem.ts';

/** Lines drawn before the late block at least: a header drawn after a lone footer is no reordering. */
const MIN_LINES_BEFORE = 3;

export function withLateTitleFirst<Item extends PlacedItem>(items: Item[]): Item[] {
  // On a page set sideways, "above" is not a baseline's height: left as drawn.
  if (items.some((item) => (item.transform[1] ?? 0) !== 0 || (item.transform[2] ?? 0) !== 0)) return items;
  let top = Number.NEGATIVE_INFINITY;
  const baselines = new Set<number>();
  for (let k = 0; k < items.length; k++) {
    const item = items[k]!;
    if (item.str.trim() === '') continue;
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height) || 1;
    if (baselines.size >= MIN_LINES_BEFORE && y > top + 1.5 * height) {
      // The block: from here on, as long as what is drawn stays above all that came before.
      let end = k;
      while (end < items.length && (items[end]!.str.trim() === '' || (items[end]!.transform[5] ?? 0) > top))
        end++;
      // A title stands above all the rest of the page, and nothing drawn after it rises as high as what
      // came before it; a column whose first lines rise above a sidebar drawn before them goes on there.
      if (highestBaseline(items, end, items.length) > top || !endsBlock(items, k, end)) return items;
      return [...items.slice(k, end), ...items.slice(0, k), ...items.slice(end)];
    }
    top = Math.max(top, y);
    baselines.add(Math.round(y));
  }
  return items;
}

function highestBaseline(items: readonly PlacedItem[], from: number, to: number): number {
  let out = Number.NEGATIVE_INFINITY;
  for (let k = from; k < to; k++)
    if (items[k]!.str.trim() !== '') out = Math.max(out, items[k]!.transform[5] ?? 0);
  return out;
}

/** Whether the block ends where its text does (a full stop, a title's last word on a short line), not mid-sentence. */
function endsBlock(items: readonly PlacedItem[], from: number, to: number): boolean {
  let last = '';
  for (let k = from; k < to; k++) if (items[k]!.str.trim() !== '') last = items[k]!.str.trim();
  return /[.!?:;。！？)\]]$/u.test(last);
}
