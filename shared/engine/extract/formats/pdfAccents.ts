/**
 * TeX sets an accented letter as two glyphs: the accent, drawn over the letter that follows it ("na¨" +
 * "ıve", "ˆ" + "P"). pdf.js gives the accent as its spacing form, so a reader got "na¨ıve", "Schr¨odinger",
 * "˜X" for "naïve", "Schrödinger", "X̃". An accent that the next glyph overlaps (it starts before the
 * accent ends: the accent stands over it) is joined to that glyph as its combining mark, composed where a
 * precomposed letter exists; TeX's dotless "ı" and "ȷ" take their dot back under it. An accent typed as an
 * apostrophe ("don´t") advances like a letter, is not overlapped, and stays.
 */

import type { PlacedItem } from './pdfItem.ts';

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
    const base = String.fromCodePoint(next.str.codePointAt(0)!);
    if (!/\p{L}/u.test(base)) continue;
    out[k] = { ...item, str: item.str.slice(0, -1) };
    out[k + 1] = {
      ...next,
      str: `${DOTLESS[base] ?? base}${mark}${next.str.slice(base.length)}`.normalize('NFC'),
    };
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
