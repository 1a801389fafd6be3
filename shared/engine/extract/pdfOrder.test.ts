/**
 * A title drawn after what it stands above is read first: a report generator's table came before its
 * own title ("WARN Report* Summary by Received Date …" after the rows of layoffs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir } from '../tools/eval/data.ts';
import { pageItemsToText, type TextItemLike } from './formats/pdfLayout.ts';
import { extract } from './index.ts';

const at = (str: string, x: number, y: number): TextItemLike => ({
  str,
  hasEOL: true,
  transform: [10, 0, 0, 10, x, y],
  width: str.length * 5,
  height: 10,
});

describe('reading order on a PDF page', () => {
  it('reads first a title drawn last above all the rest', () => {
    const items = [
      at('The first paragraph of the report opens here.', 72, 600),
      at('It goes on for a second line.', 72, 586),
      at('The second paragraph says one more thing.', 72, 550),
      at('Quarterly Report of the Water Board.', 72, 700),
    ];
    expect(pageItemsToText(items).split('\n\n')[0]).toBe('Quarterly Report of the Water Board.');
  });

  it('leaves a column that rises above a sidebar drawn before it, and a page drawn top to bottom', () => {
    const sidebar = [at('Sidebar facts', 400, 650), at('Founded 1990', 400, 636), at('Staff 40', 400, 622)];
    // The column's first line stands above the sidebar, its second below the sidebar's top: one paragraph.
    const column = [
      at('The library opened its new wing', 72, 660),
      at('in March after two years of work.', 72, 646),
    ];
    expect(pageItemsToText([...sidebar, ...column])).toContain('The library opened its new wing in March');
    const topDown = [
      at('Title of the page.', 72, 700),
      at('A first line of text.', 72, 650),
      at('A last line.', 72, 600),
    ];
    expect(pageItemsToText(topDown).split('\n\n')[0]).toBe('Title of the page.');
  });
});

const realFile = join(dataDir(), 'documents/pdf/pdfplumber_WARN-Report-for-7-1-2015-to-03-25-2016.pdf');

describe.skipIf(!existsSync(realFile))('reading order in a real file (a California WARN report)', () => {
  it('opens with the report title, then its table', async () => {
    const { text } = await extract(new Uint8Array(readFileSync(realFile)), 'warn.pdf');
    expect(text.startsWith('WARN Report* Summary by Received Date 07/01/2015 - 03/25/2016')).toBe(true);
    expect(text.indexOf('Notice Date | Effective')).toBeGreaterThan(text.indexOf('Publication Note'));
  });
});
