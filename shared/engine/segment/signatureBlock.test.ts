import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

const CONTRACT = [
  'MUTUAL NON-DISCLOSURE AGREEMENT',
  '',
  'This Agreement is entered into on March 1, 2026 by Northwind Energy Inc. and Blue Harbor Analytics Ltd.',
  '',
  '1. TERM',
  'This Agreement remains in force for two years from the Effective Date.',
  '',
  '2. GOVERNING LAW',
  'This Agreement is governed by the laws of the State of New York.',
  '',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.',
  '',
  'NORTHWIND ENERGY INC.',
  'By: ______________________',
  'Name: Dana Whitfield',
  'Title: Chief Executive Officer',
  '',
  'BLUE HARBOR ANALYTICS LTD.',
  'By: ______________________',
  'Name: Oliver Grant',
  'Title: Managing Director',
].join('\n');

describe('a contract’s signature block', () => {
  it('is furniture, from its formula to the end', () => {
    const { units } = segmentDocument(CONTRACT, { language: 'en' });
    const furniture = furnitureOf(units);
    const formula = units.findIndex((u) => u.text.startsWith('IN WITNESS WHEREOF'));
    expect(formula).toBeGreaterThan(0);
    expect(Array.from(furniture.subarray(formula)).every((f) => f === 1)).toBe(true);
    expect(Array.from(furniture.subarray(0, formula)).every((f) => f === 0)).toBe(true);
    for (const level of [1, 3, 5] as const)
      expect(summarize(CONTRACT, { level, language: 'en' }).markdown).not.toMatch(
        /WITNESS|BLUE HARBOR|Name:/,
      );
  });

  it('is not a formula in the middle of the text, with its clauses after it', () => {
    const middle = CONTRACT.replace(
      'IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.',
      'In witness whereof the notary signs below.\n\n3. NOTICES\nEvery notice under this Agreement shall be given in writing to the addresses above, and takes effect on receipt by the other party.',
    );
    const { units } = segmentDocument(middle, { language: 'en' });
    const furniture = furnitureOf(units);
    expect(furniture[units.findIndex((u) => u.text.startsWith('In witness whereof'))]).toBe(0);
  });
});
