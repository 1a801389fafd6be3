/**
 * A formula displayed on lines of its own in a PDF: its tall brackets are stacks of pieces in the
 * private-use area (empty boxes on screen), and the gaps around them split it into paragraphs. Before,
 * a reader got "Sei P =", a paragraph of boxes, "x1 ... xn+1", and a paragraph opening "  , so ist …".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir } from '../tools/eval/data.ts';
import { withFormulasJoined, withWholeBrackets } from './formats/pdfFormulas.ts';
import { extract } from './index.ts';

const PRIVATE_USE = /[\ue000-\uf8ff]/u;

describe("a formula's tall brackets", () => {
  it('read a stack of pieces as the bracket it draws', () => {
    // As GeoTopo's column vector comes out: top, three extensions and bottom of each parenthesis.
    expect(
      withWholeBrackets(
        'N =\n\n\uf8eb \uf8ec \uf8ec \uf8ec \uf8ed\n\n0 ... 0 1\n\n\uf8f6 \uf8f7 \uf8f7 \uf8f7 \uf8f8 .',
      ),
    ).toBe('N =\n\n(\n\n0 ... 0 1\n\n) .');
    // A brace's extension is the same on both sides; its top, middle and bottom say which side.
    expect(withWholeBrackets('H = \uf8f1 \uf8f4\uf8f2 \uf8f4\uf8f3 x \uf8fc \uf8f4\uf8fd \uf8f4\uf8fe')).toBe(
      'H = { x }',
    );
    expect(withWholeBrackets('⎡ ⎢ ⎣ a b ⎤ ⎥ ⎦ and ⌠ ⎮ ⌡ f')).toBe('[ a b ] and ∫ f');
  });

  it("read a column of bars as one tall bar, and a brace's extension alone as Unicode's", () => {
    expect(withWholeBrackets('{ x ∈ Rn+1 ∣ ∣ ∣ ‖x‖ = 1 }')).toBe('{ x ∈ Rn+1 ∣ ‖x‖ = 1 }');
    // Its side is unknown: it stays a piece, which a font can show.
    expect(withWholeBrackets('a \uf8f4 \uf8f4 b')).toBe('a ⎪ ⎪ b');
  });

  it('take linear time on a long run of pieces', () => {
    const run = '⎪ '.repeat(200_000);
    expect(withWholeBrackets(`${run}x`)).toBe(`${run}x`);
  });

  it('leave text without pieces as it is', () => {
    const prose = 'A sentence (with a bracket) and |x| = 1.';
    expect(withWholeBrackets(prose)).toBe(prose);
  });
});

describe('a formula split into paragraphs', () => {
  it('goes on after an opening bracket or a relation sign, and into a closing bracket', () => {
    expect(withFormulasJoined('Sei P =\n\n(\n\nx1 ... xn+1\n\n), so ist xn+1 < 1.')).toBe(
      'Sei P = ( x1 ... xn+1 ), so ist xn+1 < 1.',
    );
    expect(withFormulasJoined('Sn = { x ∣ ‖x‖ = 1 }\n\n= { x ∣ x2 = 1 }')).toBe(
      'Sn = { x ∣ ‖x‖ = 1 } = { x ∣ x2 = 1 }',
    );
  });

  it("keeps a proof's steps, a finished sentence, and lists and tables apart", () => {
    for (const text of [
      'A1 ∩ A2 = ∅\n\n⇒ A = (A ∩ A1) ∪ (A ∩ A2)',
      'כמו כל הילדים.\n\n) לחוק מבקר המדינה',
      'Totals:\n\n- (a) first item',
      'a | b | (\n\n) closing',
      'The weather was fine.\n\nThe next day it rained.',
    ])
      expect(withFormulasJoined(text)).toBe(text);
  });
});

const notes = join(dataDir(), 'documents/pdf/samplefiles_GeoTopo-komprimiert.pdf');

describe.skipIf(!existsSync(notes))('formulas in a real file (lecture notes in German)', () => {
  it('reads a column vector inside its sentence, without private-use boxes', async () => {
    const { text } = await extract(new Uint8Array(readFileSync(notes)), 'GeoTopo.pdf');
    expect(text).toContain('Sei P = ( x1 ... xn+1 ), so ist xn+1 < 1, also ist LP nicht parallel zu H.');
    expect(text).toContain('H = { ( x1 ... xn+1 ) ∈ Rn+1 ∣ xn+1 = 0 } und LP die Gerade');
    expect(text).not.toMatch(PRIVATE_USE);
  });
});
