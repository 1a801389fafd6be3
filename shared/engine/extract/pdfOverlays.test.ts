/**
 * TeX's overlaid symbols in a PDF without a Unicode map: the negation slash ("6", no width) over "=" or
 * "∈" reads "≠" or "∉", the maps-to bar ("7", no width) before "→" reads "↦". Before, the reader got
 * "x 6 = y" and "x 7 → [x]".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir } from '../tools/eval/data.ts';
import { pageItemsToText, type TextItemLike } from './formats/pdfLayout.ts';
import { extract } from './index.ts';

/** An item as pdf.js gives it: its text at x on one baseline, 10.9 points high. */
const at = (str: string, x: number, width: number): TextItemLike => ({
  str,
  hasEOL: false,
  transform: [10.9, 0, 0, 10.9, x, 143.4],
  width,
  height: str.trim() ? 10.9 : 0,
});

describe('TeX overlaid symbols in a PDF', () => {
  it('join a negation slash with the sign under it', () => {
    // As GeoTopo's "x ≠ y" is laid out: a space, the slash of no width, a space back, "=" where the slash stands.
    const items = [
      at('x', 357.4, 6.2),
      at(' ', 363.6, 3),
      at('6', 366.6, 0),
      at(' ', 363.6, 3),
      at('=', 366.6, 8.5),
    ];
    items.push(at(' ', 375.1, 3), at('y', 378.1, 5.7));
    expect(pageItemsToText(items)).toBe('x ≠ y');
    expect(
      pageItemsToText([at('m', 10, 8), at(' ', 18, 3), at('6', 21, 0), at('∈', 21, 7), at(' M', 28, 12)]),
    ).toBe('m ∉ M');
  });

  it('join a maps-to bar with the arrow after it', () => {
    const items = [at('x', 10, 6), at(' ', 16, 3), at('7', 19, 0), at('→', 19, 11), at(' [x]', 30, 14)];
    expect(pageItemsToText(items)).toBe('x ↦ [x]');
  });

  it('leave a digit alone: one with width, or one not standing on the next glyph', () => {
    expect(pageItemsToText([at('6', 10, 5.5), at(' ', 15.5, 3), at('=', 18.5, 8.5), at(' 6', 27, 8)])).toBe(
      '6 = 6',
    );
    expect(pageItemsToText([at('x', 10, 6), at('7', 16, 0), at(' ', 16, 3), at('→', 19, 11)])).toBe('x7 →');
  });
});

describe('TeX stacked relations in a PDF', () => {
  const placed = (str: string, x: number, y: number, width: number): TextItemLike => ({
    str,
    hasEOL: false,
    transform: [8.5, 0, 0, 8.5, x, y],
    width,
    height: 8.5,
  });

  it('read a tilde set above an equals sign as "≅"', () => {
    // GeoTopo's "π1(U, x) = 〈a〉 ≅ Z": the tilde at the equals sign's place, 3.6 points higher.
    const items = [
      placed('〈a〉 ', 340, 376.5, 21),
      placed('∼', 369.9, 380.1, 8.5),
      placed('=', 369.9, 376.5, 8.5),
    ];
    items.push(placed(' Z', 378.4, 376.5, 9));
    expect(pageItemsToText(items)).toBe('〈a〉 ≅ Z');
  });

  it('leave a tilde and an equals sign side by side apart', () => {
    // "X/∼ = Sn/∼": the relation, then the equals sign further along.
    const items = [
      placed('X/', 240, 669.1, 11.7),
      placed('∼', 251.7, 669.1, 6.6),
      placed(' ', 258.3, 669.1, 3.6),
    ];
    items.push(placed('=', 261.9, 670.7, 8.4), placed(' Y', 270.3, 669.1, 9));
    expect(pageItemsToText(items)).toBe('X/∼ = Y');
  });
});

const notes = join(dataDir(), 'documents/pdf/samplefiles_GeoTopo-komprimiert.pdf');

describe.skipIf(!existsSync(notes))('TeX stacked relations in a real file (lecture notes in German)', () => {
  it('reads "≅" and keeps a quotient\'s "∼ ="', async () => {
    const { text } = await extract(new Uint8Array(readFileSync(notes)), 'GeoTopo.pdf');
    expect(text).toContain('π1(S1, 1) = { [γk] ∣ k ∈ Z } ≅ Z.');
    expect(text).toContain('(Rn+1 \\ { 0 })/∼ = Sn/∼');
    expect(text).not.toContain('∼=');
  });
});

const realFile = join(dataDir(), 'documents/pdf/unstructured_fr_olap.pdf');

describe.skipIf(!existsSync(realFile))('TeX overlaid symbols in a real file (a French OLAP paper)', () => {
  it('reads "m ∉ member(…)"', async () => {
    const { text } = await extract(new Uint8Array(readFileSync(realFile)), 'olap.pdf');
    expect(text).toContain('alors m ∉ member(query(qr))');
    expect(text).not.toContain('m 6 ∈');
  });
});

describe('TeX accents in a PDF', () => {
  const item = (str: string, x: number, width: number, y = 612.4): TextItemLike => ({
    str,
    hasEOL: false,
    transform: [10, 0, 0, 10, x, y],
    width,
    height: 10,
  });

  it('join an accent with the letter drawn under it', () => {
    // TraceMonkey's "naïve": the diaeresis ends its item, the dotless i's item starts under it.
    expect(pageItemsToText([item('a na¨', 54, 18.4), item('ıve implementation', 69.6, 80)])).toBe(
      'a naïve implementation',
    );
    // GeoTopo's "P̂": the circumflex drawn alone, a little higher, then the P that starts before it.
    expect(
      pageItemsToText([item('Punkt ', 140, 30.7), item('ˆ', 176.8, 5.5, 615.2), item('P', 174.3, 7)]),
    ).toBe('Punkt P̂');
  });

  it('leave an accent typed as an apostrophe, which the next letter follows', () => {
    expect(pageItemsToText([item('don´', 10, 20), item('t worry', 30, 35)])).toBe('don´t worry');
  });
});

const paper = join(dataDir(), 'documents/pdf/pdfjs_tracemonkey.pdf');

describe.skipIf(!existsSync(paper))('TeX accents in a real file (the TraceMonkey paper)', () => {
  it('reads "naïve"', async () => {
    const { text } = await extract(new Uint8Array(readFileSync(paper)), 'tracemonkey.pdf');
    expect(text).toContain('In a naïve implementation, inner loops would become hot first');
    expect(text).not.toContain('na¨ıve');
  });
});
