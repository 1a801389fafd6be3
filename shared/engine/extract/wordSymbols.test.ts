/**
 * Symbols inserted from a font (Insert > Symbol in Word) read as the characters the writer saw: "βG"
 * and "–90°", not "(G" and "–90(" (Word 97–2003) or nothing (DOCX).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir } from '../tools/eval/data.ts';
import { symbolCharacter } from './formats/symbolFont.ts';
import { extract } from './index.ts';
import { buildDocx } from './testing/buildOffice.ts';

describe('symbolCharacter', () => {
  it('reads the Symbol font as Greek letters and signs, by code or by its private-use code', () => {
    expect(symbolCharacter('Symbol', 0x62)).toBe('β');
    expect(symbolCharacter('Symbol', 0xf073)).toBe('σ');
    expect(symbolCharacter('Symbol', 0xf0b0)).toBe('°');
    expect(symbolCharacter('Symbol', 0xb9)).toBe('≠');
    expect(symbolCharacter('Symbol', 0x57)).toBe('Ω');
  });

  it('gives nothing for a picture font or an empty code, and a text font its own character', () => {
    expect(symbolCharacter('Wingdings', 0xf0fc)).toBeUndefined();
    expect(symbolCharacter('Symbol', 0xf07f)).toBeUndefined();
    expect(symbolCharacter('Times New Roman', 0x2264)).toBe('≤');
  });
});

describe('DOCX symbols', () => {
  it('puts a w:sym in the text as its character and leaves a deleted one out', async () => {
    const body =
      '<w:p><w:r><w:t xml:space="preserve">The angle is 90</w:t></w:r>' +
      '<w:r><w:sym w:font="Symbol" w:char="F0B0"/></w:r>' +
      '<w:del w:id="1" w:author="A"><w:r><w:sym w:font="Symbol" w:char="F0B1"/></w:r></w:del>' +
      '<w:r><w:t xml:space="preserve"> and the gain </w:t></w:r>' +
      '<w:r><w:sym w:font="Symbol" w:char="F062"/></w:r>' +
      '<w:r><w:t>G.</w:t></w:r></w:p>';
    expect((await extract(buildDocx({ body }), 'symbols.docx')).text).toBe(
      'The angle is 90° and the gain βG.',
    );
  });
});

const realDoc = join(dataDir(), 'documents/doc/tika_testMSEquation-govdocs-863534.doc');

describe.skipIf(!existsSync(realDoc))('Word 97 symbols in a real file (a linac design note)', () => {
  it('reads each "(" that stands for a symbol as that symbol, and keeps the real parentheses', async () => {
    const { text } = await extract(new Uint8Array(readFileSync(realDoc)), 'linac.doc');
    expect(text).toContain('It will be one βG for the SC front end');
    expect(text).toContain('However σ can be changed');
    expect(text).toContain('equal to –90° and particle motion');
    expect(text).toContain('preliminary finding of σT0, σL0 ,σT, σL for');
    expect(text).not.toMatch(/beta=\(G|–90\(/);
    // The document's own parentheses stay.
    expect(text).toContain('(Medium Energy Beam Transport)');
  });
});
