/**
 * Word equations keep their structure in the text: exponents, indices, fractions, roots, sums and
 * brackets, instead of their runs glued together ("A=πr2", "fx=a0+n=1∞…").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir } from '../tools/eval/data.ts';
import { extract } from './index.ts';
import { buildDocx } from './testing/buildOffice.ts';

const M = 'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"';
const r = (text: string) => `<m:r><m:t>${text}</m:t></m:r>`;
const e = (...parts: string[]) => `<m:e>${parts.join('')}</m:e>`;
const sSup = (base: string, exponent: string) => `<m:sSup>${e(base)}<m:sup>${exponent}</m:sup></m:sSup>`;
const sSub = (base: string, index: string) => `<m:sSub>${e(base)}<m:sub>${index}</m:sub></m:sSub>`;
const frac = (num: string, den: string) => `<m:f><m:num>${num}</m:num><m:den>${den}</m:den></m:f>`;

async function textOf(...paragraphs: string[]): Promise<string> {
  const body = paragraphs.map((p) => `<w:p>${p}</w:p>`).join('');
  return (await extract(buildDocx({ body: body.replaceAll('<m:oMath>', `<m:oMath ${M}>`) }), 'eq.docx')).text;
}
const text = (t: string) => `<w:r><w:t xml:space="preserve">${t}</w:t></w:r>`;

describe('DOCX equations', () => {
  it('writes exponents and indices as super- and subscripts, or ^(…) where there are none', async () => {
    expect(
      await textOf(
        `${text('The area is ')}<m:oMath>${r('A=π')}${sSup(r('r'), r('2'))}</m:oMath>${text(' here.')}`,
        `<m:oMath>${sSup(r('x'), r('k'))}${sSup(r('a'), r('n-k'))}${sSub(r('a'), r('0'))}</m:oMath>`,
      ),
    ).toBe('The area is A=πr² here.\n\nx^k a^(n-k)a₀');
  });

  it('writes fractions with a slash, bracketing parts of more than one term', async () => {
    expect(
      await textOf(
        `<m:oMath>${r('y=')}${frac(r('n(n-1)'), r('2'))}${r('+')}${frac(r('a+b'), r('c'))}${frac(r('1'), r('z'))}${r('dz')}</m:oMath>`,
      ),
    ).toBe('y=(n(n-1))/2+(a+b)/c 1/z dz');
  });

  it('writes sums with their limits, functions with their argument, roots and brackets', async () => {
    const sum =
      '<m:nary><m:naryPr><m:chr m:val="∑"/></m:naryPr>' +
      `<m:sub>${r('n=1')}</m:sub><m:sup>${r('∞')}</m:sup>${e(sSub(r('a'), r('n')))}</m:nary>`;
    const cos = `<m:func><m:fName>${r('cos')}</m:fName>${e(frac(r('nπx'), r('L')))}</m:func>`;
    const root = `<m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/>${e(r('b−4ac'))}</m:rad>`;
    const bracket = `<m:d><m:dPr><m:begChr m:val="["/><m:endChr m:val="]"/></m:dPr>${e(r('a'))}${e(r('b'))}</m:d>`;
    expect(await textOf(`<m:oMath>${sum}${r('+')}${cos}${r('+')}${root}${bracket}</m:oMath>`)).toBe(
      '∑ₙ₌₁^∞ aₙ+cos(nπx/L)+√(b−4ac)[a|b]',
    );
  });
});

describe('a hostile equation', () => {
  it('nested fifty thousand deep is read down to a depth, not called damaged', {
    timeout: 30_000,
  }, async () => {
    const deep = `${'<m:d><m:e>'.repeat(50_000)}${r('x')}${'</m:e></m:d>'.repeat(50_000)}`;
    const read = await extract(
      buildDocx({ body: `<w:p>${text('Before ')}<m:oMath ${M}>${deep}</m:oMath>${text(' after.')}</w:p>` }),
      'deep.docx',
    );
    expect(read.text.startsWith('Before (')).toBe(true);
    expect(read.text.endsWith(') after.')).toBe(true);
  });
});

const realFile = join(dataDir(), 'documents/docx/docling_equations.docx');

describe.skipIf(!existsSync(realFile))('equations in a real file (docling test document)', () => {
  it('reads them with their structure', async () => {
    const { text } = await extract(new Uint8Array(readFileSync(realFile)), 'equations.docx');
    expect(text).toContain('this is an inline equation: A=πr² .');
    expect(text).toContain('E=mc² and F=ma are physics formulas.');
    expect(text).toContain('f(x)=a₀+∑ₙ₌₁^∞ (aₙcos(nπx/L)+bₙsin(nπx/L))');
    expect(text).toContain('(1+x)ⁿ=1+nx/1!+(n(n-1)x²)/2!+…');
    expect(text).not.toContain('fx=a0+n=1∞');
  });
});
