/**
 * Glyphs TeX draws over or above the next one, joined with it: math symbols and accents.
 *
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
  if (overlay === NEGATION) return withMark(text, COMBINING_SOLIDUS);
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

/**
 * TeX's "≅" (\cong) is a "∼" set above an "=", two glyphs at one place, the tilde higher: a reader got
 * "π1(S1) ∼= Z". A "∼" whose next visible glyph is an "=" starting where it starts, just below it, is
 * joined with it. A "∼" followed by "=" further along the line is a relation and its equals sign
 * ("X/∼ = Sn/∼"), and stays.
 */
export function withStackedRelations<Item extends PlacedItem>(items: Item[]): Item[] {
  if (!items.some((item) => item.str === '∼')) return items;
  const out: Item[] = [];
  for (let k = 0; k < items.length; k++) {
    const tilde = items[k]!;
    let j = k + 1;
    while (j < items.length && items[j]!.str.trim() === '') j++;
    const next = items[j];
    if (tilde.str !== '∼' || !next?.str.startsWith('=') || !standsAbove(tilde, next)) {
      out.push(tilde);
      continue;
    }
    for (let e = k + 1; e < j; e++) out.push(items[e]!);
    out.push({ ...next, str: `≅${next.str.slice(1)}` });
    k = j;
  }
  return out;
}

/** Whether `upper` is drawn on `lower`'s place, a little higher (up to a line's height). */
function standsAbove(upper: PlacedItem, lower: PlacedItem): boolean {
  const size = Math.abs(lower.height) || Math.abs(upper.height) || 1;
  const dx = Math.abs((lower.transform[4] ?? 0) - (upper.transform[4] ?? 0));
  const rise = (upper.transform[5] ?? 0) - (lower.transform[5] ?? 0);
  return dx < 0.25 * size && rise > 0 && rise < size;
}

/**
 * TeX sets an accented letter as two glyphs: the accent, drawn over the letter after it ("na¨" + "ıve",
 * "ˆ" + "P"). pdf.js gives the accent in its spacing form, so a reader got "na¨ıve", "Schr¨odinger", "˜X"
 * for "naïve", "Schrödinger", "X̃". An accent that the next glyph overlaps (it starts before the accent
 * ends) becomes that glyph's combining mark. An accent typed as an apostrophe ("don´t") advances like a
 * letter, is not overlapped, and stays.
 */

/** Spacing accents and the combining marks they stand for. */
const COMBINING: Record<string, string> = {
  '\u00a8': '\u0308', // ¨ diaeresis
  '\u00b4': '\u0301', // ´ acute
  '\u02dc': '\u0303', // ˜ tilde
  '\u02c6': '\u0302', // ˆ circumflex
  '\u02c7': '\u030c', // ˇ caron
  '\u02d8': '\u0306', // ˘ breve
  '\u02da': '\u030a', // ˚ ring
  '\u02dd': '\u030b', // ˝ double acute
  '\u00af': '\u0304', // ¯ macron
  '\u02d9': '\u0307', // ˙ dot
};
const DOTLESS: Record<string, string> = { ı: 'i', ȷ: 'j' };

export function withAccentsJoined<Item extends PlacedItem>(items: Item[]): Item[] {
  if (!items.some((item) => COMBINING[item.str.at(-1) ?? ''] !== undefined)) return items;
  const out = [...items];
  for (let k = 0; k + 1 < out.length; k++) {
    const item = out[k]!;
    const mark = COMBINING[item.str.at(-1) ?? ''];
    const next = out[k + 1]!;
    if (mark === undefined || item.width === undefined || !standsOver(item, next)) continue;
    if (!/^\p{L}/u.test(next.str)) continue;
    out[k] = { ...item, str: item.str.slice(0, -1) };
    out[k + 1] = { ...next, str: withMark(next.str, mark) };
  }
  return out;
}

/** Whether `next` starts under the accent that ends `item`: before the accent's end, on its line. */
function standsOver(item: PlacedItem, next: PlacedItem): boolean {
  const size = Math.abs(item.height) || Math.abs(next.height) || 1;
  const end = (item.transform[4] ?? 0) + item.width!;
  const x = next.transform[4] ?? 0;
  const dy = Math.abs((next.transform[5] ?? 0) - (item.transform[5] ?? 0));
  return x < end - 0.1 * size && x > end - size && dy < 0.5 * size;
}

/**
 * The text with a combining mark on its first letter, composed where a precomposed sign exists (≠, ∉,
 * ï). TeX's dotless "ı" and "ȷ" take their dot back under a mark.
 */
function withMark(text: string, mark: string): string {
  const first = String.fromCodePoint(text.codePointAt(0)!);
  return `${DOTLESS[first] ?? first}${mark}${text.slice(first.length)}`.normalize('NFC');
}
