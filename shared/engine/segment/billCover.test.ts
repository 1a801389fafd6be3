import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

/** A bill as Congress prints it, pasted as text: its cover, its long title, its sections. */
const BILL = [
  '119th CONGRESS',
  '1st Session',
  'H. R. 4821',
  '',
  'To require the Secretary of Transportation to establish a grant program for the replacement of lead service lines at public transit facilities, and for other purposes.',
  '',
  'IN THE HOUSE OF REPRESENTATIVES',
  '',
  'June 12, 2025',
  '',
  'Ms. Alvarez (for herself and Mr. Okafor) introduced the following bill; which was referred to the Committee on Transportation and Infrastructure',
  '',
  'A BILL',
  '',
  'Be it enacted by the Senate and House of Representatives of the United States of America in Congress assembled,',
  '',
  'SECTION 1. SHORT TITLE.',
  '',
  'This Act may be cited as the "Safe Water at Transit Stations Act of 2025".',
  '',
  'SEC. 2. GRANT PROGRAM.',
  '',
  '(a) Establishment.—The Secretary shall establish a program to make grants for the replacement of lead service lines serving public transit facilities.',
  '',
  '(b) Federal Share.—The Federal share of the cost of a project shall not exceed 80 percent.',
  '',
  'SEC. 3. AUTHORIZATION OF APPROPRIATIONS.',
  '',
  'There is authorized to be appropriated to carry out this Act $250,000,000 for each of fiscal years 2026 through 2030.',
].join('\n');

describe('a bill', () => {
  it('leaves out its cover down to the enacting formula, all but its long title', () => {
    const { units } = segmentDocument(BILL, { language: 'en' });
    const furniture = furnitureOf(units);
    const formula = units.findIndex((u) => u.text.startsWith('Be it enacted'));
    const kept = units.slice(0, formula + 1).filter((_, i) => !furniture[i]);
    expect(kept.map((u) => u.text)).toEqual([units.find((u) => u.text.startsWith('To require'))!.text]);
    expect(units[0]!.kind).not.toBe('heading');
  });

  it('has its sections, titled in capitals with a full stop, as parts', () => {
    const { units } = segmentDocument(BILL, { language: 'en' });
    expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toEqual([
      'SECTION 1. SHORT TITLE',
      'SEC. 2. GRANT PROGRAM',
      'SEC. 3. AUTHORIZATION OF APPROPRIATIONS',
    ]);
    const brief = summarize(BILL, { level: 1 }).markdown;
    expect(brief).not.toMatch(/Session|HOUSE OF REPRESENTATIVES|A BILL|GRANT PROGRAM\./u);
    expect(brief).toMatch(/lead service lines/u);
  });
});
