import { describe, expect, it } from 'vitest';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

/** Tables of contents and lists of the document's own parts (contents.ts), through the furniture pass. */

describe('a list of the document’s own parts', () => {
  const deck = [
    '## Agenda',
    '',
    '- Results',
    '- Customers',
    '- Next quarter',
    '',
    '## Q3 Results',
    '',
    '- Revenue $48.2M, up 14% year on year',
    '- Gross margin 41%, down 2 points on freight costs',
    '',
    '## Customers',
    '',
    '- Active customers 1.9M, up 11%',
    '- Repeat purchase rate 46%',
    '',
    '## Next Quarter',
    '',
    '- Holiday campaign launches Nov 3',
    '- Hire 300 seasonal staff',
  ].join('\n');

  it('is furniture when it names the parts below it, as an agenda or a table of contents does', () => {
    const { units } = segmentDocument(deck, { language: 'en' });
    const furniture = furnitureOf(units);
    const dropped = units.filter((_, i) => furniture[i]).map((u) => u.text);
    expect(dropped).toEqual(['Results', 'Customers', 'Next quarter']);
  });

  it('stays when its items are the document’s own points, or the parts come before it', () => {
    const points = deck.replace(
      '- Results\n- Customers\n- Next quarter',
      '- Revenue up\n- Margin down\n- More staff',
    );
    expect(furnitureOf(segmentDocument(points, { language: 'en' }).units).every((f) => f === 0)).toBe(true);
    const recap = `${deck}\n\n## Recap\n\n- Results\n- Customers\n- Next quarter`;
    const { units } = segmentDocument(recap, { language: 'en' });
    const furniture = furnitureOf(units);
    expect(units.filter((_, i) => furniture[i]).map((u) => u.text)).toEqual([
      'Results',
      'Customers',
      'Next quarter',
    ]);
  });

  it('is furniture when a wiki page’s contents are copied as numbered lines, its title with them', () => {
    const page = [
      'Photosynthesis is a biological process that converts light energy into chemical energy.',
      '',
      'Contents',
      '1 Overview',
      '2 Light-dependent reactions',
      '3 Calvin cycle',
      '',
      'Overview[edit]',
      'Most photosynthetic organisms are photoautotrophs, which synthesize food from carbon dioxide and water.',
      '',
      'Light-dependent reactions[edit]',
      'In the light-dependent reactions, one molecule of chlorophyll absorbs one photon and loses one electron.',
      '',
      'Calvin cycle[edit]',
      'In the Calvin cycle, the enzyme RuBisCO captures carbon dioxide from the atmosphere.',
    ].join('\n');
    const { units } = segmentDocument(page, { language: 'en' });
    const furniture = furnitureOf(units);
    expect(units.filter((_, i) => furniture[i]).map((u) => u.text)).toEqual([
      'Contents',
      '1 Overview',
      '2 Light-dependent reactions',
      '3 Calvin cycle',
    ]);
  });
});
