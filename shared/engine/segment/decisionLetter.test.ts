/**
 * An insurer's letter declining a claim, laid out as American business letters are. Before, its level 1
 * gave the letterhead ("Northgate Mutual Insurance Company", "Claims Department"), its courtesy and its
 * "Nothing in this letter waives any of the rights …", and never the decision: the head's salutation ends
 * in a colon, its three reference fields were read as one wrapped line, and "in this letter" was taken
 * for the letter stating its point.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { summarize } from '../summarize/summarize.ts';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

const LETTER = [
  'Northgate Mutual Insurance Company',
  'Claims Department',
  'PO Box 4410',
  'Hartford, CT 06101',
  '',
  'November 18, 2026',
  '',
  'Ms. Elena Vasquez',
  '218 Birchwood Lane',
  'Glastonbury, CT 06033',
  '',
  'Policy number: HO-3 5528190',
  'Claim number: 26-HO-118742',
  'Date of loss: September 29, 2026',
  '',
  'Dear Ms. Vasquez:',
  '',
  'Thank you for your patience while we reviewed your claim for water damage to the finished basement of your home.',
  '',
  'We have completed our investigation, which included the inspection by our adjuster on October 6, 2026, and the report of the independent plumber you provided. Based on this review, we are unable to pay your claim, for the reasons explained below.',
  '',
  'Your policy covers sudden and accidental discharge of water from a plumbing system. However, the inspection found that the water entered the basement through cracks in the foundation wall after several days of heavy rain. The damage was caused by surface water and seepage, which your policy excludes.',
  '',
  'Your policy does not include the optional Water Backup and Sump Discharge endorsement, which could have covered part of this loss had the water entered through a drain or sump.',
  '',
  'If you have additional information that you believe would change our decision, such as photographs or reports we have not seen, please send it to us within 60 days of the date of this letter and we will review the claim again.',
  '',
  'Nothing in this letter waives any of the rights of Northgate Mutual under the policy.',
  '',
  'Sincerely,',
  '',
  'Rachel Thornton',
  'Senior Claims Examiner',
].join('\n');

describe('a letter that declines a claim', () => {
  it('keeps its reference fields as lines of their own', async () => {
    const { text } = await extract(new TextEncoder().encode(LETTER), 'letter.txt');
    expect(text).toContain('Policy number: HO-3 5528190\nClaim number: 26-HO-118742\n');
  });

  it('reads the sender, the recipient, the date and the salutation as the letter’s head', async () => {
    const { text } = await extract(new TextEncoder().encode(LETTER), 'letter.txt');
    const { units } = segmentDocument(text, { language: 'en' });
    const furniture = furnitureOf(units);
    for (const line of [
      'Northgate Mutual Insurance Company',
      'Claims Department',
      'Ms. Elena Vasquez',
      'November 18, 2026',
      'Dear Ms. Vasquez:',
    ])
      expect(furniture[units.findIndex((u) => u.text === line)], line).toBe(1);
    expect(furniture[units.findIndex((u) => u.text.startsWith('Your policy covers'))]).toBe(0);
  });

  it('says the decision at level 1, not the letterhead or the reservation of rights', async () => {
    const { text } = await extract(new TextEncoder().encode(LETTER), 'letter.txt');
    const summary = summarize(text, { level: 1, language: 'en' }).markdown;
    expect(summary).toContain('we are unable to pay your claim');
    expect(summary).not.toContain('Northgate Mutual Insurance Company');
    expect(summary).not.toContain('Nothing in this letter');
  });
});
