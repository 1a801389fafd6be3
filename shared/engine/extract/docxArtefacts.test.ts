/**
 * Words around Word's fields, hyperlinks, footnote marks, images and symbols stay in the text and in
 * the summary: no "which is for ." where ".NET" stood, no "zip file).." (issue #21).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { segmentDocument, splitSentences, summarize } from '../index.ts';
import { dataDir } from '../tools/eval/data.ts';
import { extract } from './index.ts';
import { buildDocx } from './testing/buildOffice.ts';

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const p = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;

async function textOf(body: string, footnotes?: string[]): Promise<string> {
  return (await extract(buildDocx({ body, footnotes }), 'artefacts.docx')).text;
}

describe('DOCX artefacts', () => {
  it('keeps the result of a complex field (a HYPERLINK field) and drops its code', async () => {
    const text = await textOf(
      p(
        run('Read the '),
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r>',
        '<w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.org/guide" </w:instrText></w:r>',
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r>',
        run('installation guide'),
        '<w:r><w:fldChar w:fldCharType="end"/></w:r>',
        run(' before you start.'),
      ),
    );
    expect(text).toBe('Read the installation guide before you start.');
  });

  it('keeps the text of a simple field and of a hyperlink element', async () => {
    const text = await textOf(
      p(
        run('This report was printed on '),
        '<w:fldSimple w:instr=" DATE "><w:r><w:t>3 May 2024</w:t></w:r></w:fldSimple>',
        run(' from the '),
        '<w:hyperlink r:id="rId5"><w:r><w:t>project website</w:t></w:r></w:hyperlink>',
        run('.'),
      ).replace(
        '<w:hyperlink r:id',
        '<w:hyperlink xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id',
      ),
    );
    expect(text).toBe('This report was printed on 3 May 2024 from the project website.');
  });

  it('leaves no mark where a footnote reference or an inline image stood', async () => {
    const text = await textOf(
      p(
        run('The tenant pays the deposit'),
        '<w:r><w:footnoteReference w:id="1"/></w:r>',
        run(' within ten days'),
        '<w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:docPr id="1" name="Picture 1" descr="A signature"/></wp:inline></w:drawing></w:r>',
        run('.'),
      ),
      ['Deposits are held by the agent.'],
    );
    expect(text).toBe('The tenant pays the deposit within ten days.\n\nDeposits are held by the agent.');
  });

  it('reads a cell merged down over several rows in each of them, and a cell across columns once', async () => {
    const cell = (text: string, properties = '') =>
      `<w:tc><w:tcPr>${properties}</w:tcPr><w:p>${text ? run(text) : ''}</w:p></w:tc>`;
    const table =
      '<w:tbl>' +
      `<w:tr>${cell('Percent', '<w:vMerge w:val="restart"/>')}${cell('Interval', '<w:gridSpan w:val="2"/>')}</w:tr>` +
      `<w:tr>${cell('', '<w:vMerge/>')}${cell('Lower')}${cell('Upper')}</w:tr>` +
      `<w:tr>${cell('50')}${cell('1.2')}${cell('3.4')}</w:tr>` +
      '</w:tbl>';
    expect(await textOf(table)).toBe('Percent | Interval\nPercent | Lower | Upper\n50 | 1.2 | 3.4');
  });

  it('keeps a name that starts with a period in its sentence (".NET")', () => {
    const sentence = "The toolkit is similar to Microsoft's SDK, which is for .NET developers.";
    expect(splitSentences(`${sentence} It runs anywhere.`, { language: 'en' })).toEqual([
      sentence,
      'It runs anywhere.',
    ]);
  });
});

const realFile = join(dataDir(), 'documents/docx/docx4j_Docx4j_GettingStarted.docx');

describe.skipIf(!existsSync(realFile))(
  'DOCX artefacts in a real file (docx4j Getting Started)',
  { timeout: 60_000 },
  () => {
    it('summarizes without "which is for ." and "zip file).."', async () => {
      const { text } = await extract(new Uint8Array(readFileSync(realFile)), 'getting-started.docx');
      for (const level of [1, 2, 3] as const) {
        const shown = summarize(text, { level }).sentences.map((s) => s.text);
        expect(shown.some((s) => s.endsWith('which is for .'))).toBe(false);
        expect(shown.some((s) => /[^.]\.\.$/.test(s))).toBe(false);
      }
      const units = segmentDocument(text, { language: 'en' }).units.map((u) => u.text);
      expect(units.some((u) => u.includes('which is for .NET.'))).toBe(true);
    });
  },
);
