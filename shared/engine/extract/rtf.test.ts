import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { ExtractionError, extract } from './index.ts';

const ascii = (text: string) => new TextEncoder().encode(text);

/** Writes text as \'hh escapes in a code page. */
function hexEscapes(text: string, codepage: string): string {
  return Array.from(iconv.encode(text, codepage), (byte) => `\\'${byte.toString(16).padStart(2, '0')}`).join(
    '',
  );
}

describe('RTF extraction', () => {
  it('leaves out hidden text and the text a tracked change deleted', async () => {
    const rtf = String.raw`{\rtf1\ansi The fee is {\deleted\revauthdel1 $5,000}{\revised $7,500} per month.\par Payment {\v note to self }is due in 30 days.\par Late fees {\v0 apply}.\par}`;
    expect((await extract(ascii(rtf), 'tracked.rtf')).text).toBe(
      'The fee is $7,500 per month.\n\nPayment is due in 30 days.\n\nLate fees apply.',
    );
  });

  it('reads \\uN escapes and skips their \\ucN fallback characters', async () => {
    const rtf = String.raw`{\rtf1\ansi\uc1 Caf\u233?\par\uc2 na\u239\'3f\'3fve\par\uc0 \u20320\u22909}`;
    const document = await extract(ascii(rtf), 'unicode.rtf');
    expect(document.format).toBe('rtf');
    expect(document.text).toBe('Café\n\nnaïve\n\n你好');
  });

  it("decodes \\'hh bytes in the document code page (\\ansicpg1251)", async () => {
    const text = 'Договор поставки вступает в силу';
    const rtf = `{\\rtf1\\ansi\\ansicpg1251\\deff0{\\fonttbl{\\f0\\fnil\\fcharset204 Times;}}\\f0 ${hexEscapes(text, 'windows-1251')}\\par}`;
    expect((await extract(ascii(rtf), 'ru.rtf')).text).toBe(text);
  });

  it('decodes each font in its own \\fcharset: Greek and Japanese beside Western text', async () => {
    const greek = 'Καλημέρα κόσμε';
    const japanese = '取り乱すことなく';
    const rtf = [
      '{\\rtf1\\ansi\\ansicpg1252\\deff0',
      '{\\fonttbl{\\f0\\froman\\fcharset0 Times;}{\\f1\\fswiss\\fcharset161 Arial Greek;}{\\f2\\fnil\\fcharset128 MS Mincho;}}',
      `{\\colortbl;\\red0\\green0\\blue0;}`,
      `\\f0 Caf${hexEscapes('é', 'windows-1252')} \\f1 ${hexEscapes(greek, 'windows-1253')}\\par`,
      `{\\f2 ${hexEscapes(japanese, 'shift_jis')}}\\par}`,
    ].join('\n');
    expect((await extract(ascii(rtf), 'mixed.rtf')).text).toBe(`Café ${greek}\n\n${japanese}`);
  });

  it('skips destinations that are not text: tables of fonts and colours, pictures, field codes, \\*', async () => {
    const rtf = String.raw`{\rtf1\ansi{\fonttbl{\f0 Arial;}}{\colortbl;\red255\green0\blue0;}{\stylesheet{\s1 heading 1;}}
{\*\generator Writer 1.0;}{\info{\title The title}{\author Someone}}
{\pict\pngblip 89504e470d0a1a0a0000}
Visit {\field{\*\fldinst HYPERLINK "http://example.com"}{\fldrslt the site}} today.\par
{\header Page header text\par}Body continues.\par}`;
    const document = await extract(ascii(rtf), 'skip.rtf');
    expect(document.text).toBe('Visit the site today.\n\nBody continues.');
    expect(document.title).toBe('The title');
  });

  it('keeps headings, list items and table rows as structure', async () => {
    const rtf = String.raw`{\rtf1\ansi
\pard\outlinelevel0 Results\par
\pard Sales rose.\par
\pard\ls1\ilvl0 {\listtext \'95\tab}First point\par
{\listtext \'95\tab}Second point\par
\pard\intbl Region\cell Sales\cell\row
\pard\intbl North\cell 12\cell\row
\pard After the table.\par}`;
    expect((await extract(ascii(rtf), 'structure.rtf')).text).toBe(
      '# Results\n\nSales rose.\n\n- First point\n- Second point\n\nRegion | Sales\nNorth | 12\n\nAfter the table.',
    );
  });

  it('survives deep nesting and huge groups without recursion', async () => {
    const depth = 200_000;
    const rtf = `{\\rtf1\\ansi Start ${'{'.repeat(depth)}deep text${'}'.repeat(depth)} End.\\par}`;
    const document = await extract(ascii(rtf), 'deep.rtf');
    expect(document.text).toMatch(/^Start/);
    expect(document.text).toMatch(/End\.$/);
    const picture = `{\\rtf1\\ansi Before.\\par{\\pict ${'ab'.repeat(2_000_000)}}After.\\par}`;
    expect((await extract(ascii(picture), 'picture.rtf')).text).toBe('Before.\n\nAfter.');
  });

  it('treats control words named like object properties as unknown words', async () => {
    const rtf = String.raw`{\rtf1\ansi\constructor\toString\hasOwnProperty Plain words.\par}`;
    expect((await extract(ascii(rtf), 'odd.rtf')).text).toBe('Plain words.');
  });

  it('calls an RTF without text empty', async () => {
    const rtf = String.raw`{\rtf1\ansi{\fonttbl{\f0 Arial;}}\pard\par\par}`;
    const error = await extract(ascii(rtf), 'empty.rtf').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).kind).toBe('empty');
  });

  it('reads an RTF by its content when it is named .doc', async () => {
    const document = await extract(ascii(String.raw`{\rtf1\ansi Saved by Word as RTF.\par}`), 'letter.doc');
    expect(document.format).toBe('rtf');
    expect(document.text).toBe('Saved by Word as RTF.');
  });
});
