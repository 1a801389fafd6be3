/**
 * A double-spaced page keeps its paragraphs whole: its lines are as far apart as another page's
 * paragraphs, and each line had become a paragraph (a sentence wrapped over two lines was cut in two).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir } from '../tools/eval/data.ts';
import { pageItemsToText, type TextItemLike } from './formats/pdfLayout.ts';
import { linePitch } from './formats/pdfSpacing.ts';
import { extract } from './index.ts';

const WIDTH = 400;
/** A line of text at the left margin; a full line reaches the right one. */
const line = (str: string, y: number, full = true): TextItemLike => ({
  str,
  hasEOL: true,
  transform: [10, 0, 0, 10, 72, y],
  width: full ? WIDTH : str.length * 5,
  height: 10,
});

/** Two paragraphs of three lines each, lines `pitch` apart and paragraphs `gap` apart. */
function page(pitch: number, gap: number): TextItemLike[] {
  const first = [
    'The court heard the appeal on a',
    'cold morning in January, and the',
    'parties argued for an hour.',
  ];
  const second = [
    'The judges retired to consider',
    'the case before they gave their',
    'decision in the afternoon.',
  ];
  let y = 700;
  const items: TextItemLike[] = [];
  for (const [k, text] of first.entries()) {
    items.push(line(text, y, k < first.length - 1));
    y -= pitch;
  }
  y -= gap - pitch;
  for (const [k, text] of second.entries()) {
    items.push(line(text, y, k < second.length - 1));
    y -= pitch;
  }
  return items;
}

const FIRST = 'The court heard the appeal on a cold morning in January, and the parties argued for an hour.';
const SECOND = 'The judges retired to consider the case before they gave their decision in the afternoon.';

describe('line spacing on a PDF page', () => {
  it('reads a double-spaced page as its paragraphs, not as one paragraph per line', () => {
    expect(pageItemsToText(page(26, 36)).split('\n\n')).toEqual([FIRST, SECOND]);
  });

  it('keeps single-spaced pages as they were read', () => {
    expect(pageItemsToText(page(12, 24)).split('\n\n')).toEqual([FIRST, SECOND]);
  });

  it('finds the pitch only where enough full lines agree on it', () => {
    expect(linePitch(page(26, 36), new Set())).toBeCloseTo(2.6);
    // One paragraph: two full lines are too few to tell the page's pitch.
    expect(linePitch(page(26, 36).slice(0, 3), new Set())).toBeUndefined();
  });
});

describe('rules drawn with characters on a PDF page', () => {
  it('part the lines above from those below and are no list item', () => {
    const items = [
      line('- - - - - - - - - - - - x', 700, false),
      line('MICHAEL A. KNOWLES, Petitioner', 688, false),
      line('v. ALEXANDRE MIRZAYANCE.', 676, false),
      line('- - - - - - - - - - - - x', 664, false),
      line('Washington, D.C.', 652, false),
    ];
    expect(pageItemsToText(items)).toBe(
      'MICHAEL A. KNOWLES, Petitioner v. ALEXANDRE MIRZAYANCE.\nWashington, D.C.',
    );
  });
});

describe("Word's bullets in a PDF without a Unicode map", () => {
  it('start list items, as "•" does', () => {
    const items = [
      line('The review covered three points:', 700, false),
      line('\uf0b7 Proposal of options', 688, false),
      line('\uf0a7Decisions on the scope', 676, false),
    ];
    expect(pageItemsToText(items)).toBe(
      'The review covered three points:\n- Proposal of options\n- Decisions on the scope',
    );
  });
});

describe('spaces inside brackets on a PDF line', () => {
  it('are closed up within a pair, and a lone bracket standing for a sign keeps its spaces', () => {
    const items = [
      line('its cofounder ( John Hummer) and O(nk ) traces', 700, false),
      line('Nun betrachten wir V ( Rn als Teilraum', 688, false),
    ];
    expect(pageItemsToText(items)).toBe(
      'its cofounder (John Hummer) and O(nk) traces Nun betrachten wir V ( Rn als Teilraum',
    );
  });

  it('are closed up in an aside that runs over a line end', () => {
    // Free Culture: "the RIAA ( Jesse" at a line's end, "Jordan of chapter 3 was just one)" on the next.
    const items = [
      line('The four students who were threatened by the RIAA ( Jesse', 700),
      line('Jordan of chapter 3 was just one) were threatened with suits.', 688, false),
    ];
    expect(pageItemsToText(items)).toBe(
      'The four students who were threatened by the RIAA (Jesse Jordan of chapter 3 was just one) were threatened with suits.',
    );
  });

  it('take linear time on a paragraph of lone brackets', () => {
    const lone = 'a ( b '.repeat(50_000);
    expect(pageItemsToText([line(lone, 700, false)])).toBe(lone.trim());
  });
});

const korean = join(dataDir(), 'documents/pdf/udhr_udhr_Hang.KOR_Sans_12.pdf');

describe.skipIf(!existsSync(korean))(
  'a widely spaced real page (the Korean Declaration of Human Rights)',
  () => {
    it('keeps a sentence wrapped over two lines in one paragraph', async () => {
      const { text } = await extract(new Uint8Array(readFileSync(korean)), 'udhr.pdf');
      expect(text).toContain('공포와 결핍으로부터의 자유를 누릴 수 있는 세계의 도래가');
    });
  },
);

describe('a line set in another size', () => {
  const sized = (str: string, y: number, size: number): TextItemLike => ({
    str,
    hasEOL: true,
    transform: [size, 0, 0, size, 72, y],
    width: str.length * size * 0.5,
    height: size,
  });

  it('starts a paragraph of its own, however close it stands', () => {
    // A report's title in 32 points, its author in 12 just under it (the Korean report among the real files).
    const text = pageItemsToText([
      sized('Insurance payouts and the pandemic', 640, 32),
      sized('Kim Chang-ho', 616, 12),
      sized('The new law changed how insurers read their policies.', 602, 12),
    ]);
    expect(text.split('\n\n')).toEqual([
      'Insurance payouts and the pandemic',
      'Kim Chang-ho The new law changed how insurers read their policies.',
    ]);
  });

  it("leaves a formula's smaller line, a subscript or a fraction's part, in its paragraph", () => {
    const text = pageItemsToText([
      sized('the restriction of f to the set', 640, 10),
      sized('S′ i', 633, 6),
      sized('is continuous for every i.', 626, 10),
    ]);
    expect(text.split('\n\n')).toHaveLength(1);
  });
});

const wikipedia = join(dataDir(), 'documents/pdf/pdfjs_pdfjs_wikipedia.pdf');

describe.skipIf(!existsSync(wikipedia))('a heading set just above its text (a Wikipedia page)', () => {
  it('is not read into the first sentence', async () => {
    const { text } = await extract(new Uint8Array(readFileSync(wikipedia)), 'wikipedia.pdf');
    expect(text).toContain('\n\nPDF.js is a JavaScript library that renders Portable Document Format');
    expect(text).not.toContain('PDF.js PDF.js is');
  });
});
