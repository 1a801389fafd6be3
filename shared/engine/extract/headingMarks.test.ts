import { describe, expect, it } from 'vitest';
import { segmentDocument } from '../segment/units.ts';
import { summarize } from '../summarize/summarize.ts';
import { extract } from './index.ts';
import { buildDocx, paragraph, table } from './testing/buildOffice.ts';
import { buildPdf } from './testing/buildPdf.ts';

/**
 * Text that starts with "#" but is no heading: a shell comment in a code block, a table's "# layers"
 * column, a sentence about a "# of users". The extractors escape it; the segmenter reads it as text.
 */

const encode = (text: string) => new TextEncoder().encode(text);

async function headingsOf(bytes: Uint8Array, name: string): Promise<string[]> {
  const { text } = await extract(bytes, name);
  return segmentDocument(text)
    .units.filter((unit) => unit.kind === 'heading')
    .map((unit) => unit.text);
}

describe('a "#" that is not a heading', () => {
  const readme = [
    '# Tool',
    '',
    'Tool makes builds fast. It caches every step of the build so that later runs skip the work.',
    '',
    '## Install',
    '',
    '```bash',
    '# install the package globally',
    'npm i -g tool',
    '```',
    '',
    '| # | Step |',
    '| - | ---- |',
    '| 1 | Build |',
    '',
    '\\# of users grew every month since the cache came out.',
  ].join('\n');

  it('stays text in a Markdown code block, table and escaped paragraph', async () => {
    expect(await headingsOf(encode(readme), 'README.md')).toEqual(['Tool', 'Install']);
    const units = segmentDocument((await extract(encode(readme), 'README.md')).text).units;
    expect(units.find((unit) => unit.kind === 'row')?.text).toBe('# | Step');
    expect(units.some((unit) => unit.text.startsWith('# of users grew'))).toBe(true);
  });

  it('stays text in a web page’s preformatted block and paragraph', async () => {
    const page =
      '<html><body><h1>Backups</h1><p># of copies kept is three, one of them off site.</p>' +
      '<pre># run nightly\nbackup --all</pre></body></html>';
    expect(await headingsOf(encode(page), 'backups.html')).toEqual(['Backups']);
  });

  it('stays text in a Word paragraph and table', async () => {
    const docx = buildDocx({
      body: [
        paragraph('Results', 'Heading1'),
        paragraph('# of users grew by a third in the first quarter of the year.'),
        table([
          ['# layers', 'Accuracy'],
          ['6', '91.2'],
        ]),
      ].join(''),
    });
    expect(await headingsOf(docx, 'results.docx')).toEqual(['Results']);
  });

  it('stays text in a PDF', async () => {
    const pdf = buildPdf({
      pages: [
        { lines: ['# of users grew by a third in the first quarter of the year.', 'Costs stayed flat.'] },
      ],
    });
    expect(await headingsOf(pdf, 'report.pdf')).toEqual([]);
  });

  it('is shown with its "#" and is no heading of the summary', async () => {
    const report = [
      'Results',
      '',
      '# of users grew by a third in the first quarter, the fastest growth the service has seen.',
      '',
      'Costs stayed flat over the same quarter.',
    ].join('\n');
    const docx = buildDocx({
      body: report
        .split('\n\n')
        .map((text) => paragraph(text))
        .join(''),
    });
    const { text } = await extract(docx, 'report.docx');
    const summary = summarize(text, { level: 5, language: 'en' });
    expect(summary.markdown).toMatch(/^\\# of users grew by a third/m);
    expect(summary.sentences.some((sentence) => sentence.text.startsWith('# of users grew'))).toBe(true);
  });
});
