/**
 * TeX draws some math symbols as two glyphs, one of no width laid over the next: "≠" is the
 * negation slash over "=", "↦" the maps-to bar before "→". Its symbol font has no Unicode map, so
 * pdf.js names the overlay by its character code, "6" (negation slash) or "7" (maps-to bar), and a
 * reader got "x 6 = y", "6∈", "x 7 → [x]". An overlay is joined with the glyph it stands on: the
 * negation as Unicode's combining long solidus, composed where a precomposed sign exists (≠ ∉ ≰ → ≰).
 */

import type { PlacedItem } from './pdfItem.ts';

const NEGATION = '6';
const MAPS_TO = '7';
const COMBINING_SOLIDUS = '\u0338';

export function withOverlaidSymbols<Item extends PlacedItem>(items: Item[]): Item[] {
  if (!items.some(isOverlay)) return items;
  const out: Item[] = [];
  for (let k = 0; k < items.length; k++) {
    const item = items[k]!;
    const target = isOverlay(item) ? overlaidItem(items, k) : -1;
    if (target < 0) {
      out.push(item);
      continue;
    }
    const next = items[target]!;
    const joined = overlaid(item.str, next.str);
    if (joined === null) {
      out.push(item);
      continue;
    }
    // The spaces between the overlay and its glyph stay where they are; the glyph takes the overlay.
    for (let j = k + 1; j < target; j++) out.push(items[j]!);
    out.push({ ...next, str: joined });
    k = target;
  }
  return out;
}

/** The glyph's text with the overlay joined to its first symbol (null: a maps-to bar before no arrow). */
function overlaid(overlay: string, text: string): string | null {
  if (overlay === NEGATION) {
    const first = String.fromCodePoint(text.codePointAt(0)!);
    return `${first}${COMBINING_SOLIDUS}${text.slice(first.length)}`.normalize('NFC');
  }
  if (text.startsWith('−→')) return `⟼${text.slice(2)}`;
  if (text.startsWith('→')) return `↦${text.slice(1)}`;
  return null;
}

/** A "6" or "7" of no width: drawn over what follows, never a digit a reader sees. */
function isOverlay(item: PlacedItem): boolean {
  return (
    (item.str === NEGATION || item.str === MAPS_TO) &&
    item.width !== undefined &&
    item.width <= 0.05 * Math.abs(item.height) &&
    item.height !== 0
  );
}

/** The index of the glyph the overlay at `k` stands on (the next visible item, at its place), or -1. */
function overlaidItem(items: readonly PlacedItem[], k: number): number {
  const overlay = items[k]!;
  let j = k + 1;
  while (j < items.length && items[j]!.str.trim() === '') j++;
  const next = items[j];
  if (!next) return -1;
  const size = Math.abs(overlay.height);
  const dx = Math.abs((next.transform[4] ?? 0) - (overlay.transform[4] ?? 0));
  const dy = Math.abs((next.transform[5] ?? 0) - (overlay.transform[5] ?? 0));
  return dx < 0.15 * size && dy < 0.3 * size ? j : -1;
}
