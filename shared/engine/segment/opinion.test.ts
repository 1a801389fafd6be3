/**
 * An appellate opinion pasted as text. Before, its caption ("HARBOR FREIGHT LINES, INC.," over
 * "Appellant,", "v.", …) was shown at level 2, the judge's "MAXA, J. —" opened its first sentence at
 * level 1, and its parts titled in capitals ("FACTS", "ANALYSIS", "CONCLUSION") were sentences, so its
 * subparts "A. Standard of Review" … stood under no part. Its "OPINION" over the first paragraph is a
 * label of that kind too.
 */
import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

const OPINION = [
  'IN THE COURT OF APPEALS OF THE STATE OF WESTMARK',
  '',
  'DIVISION TWO',
  '',
  'HARBOR FREIGHT LINES, INC.,',
  'Appellant,',
  '',
  'v.',
  '',
  'CITY OF PORT ELLIS,',
  'Respondent.',
  '',
  'No. 58213-4-II',
  '',
  'OPINION',
  '',
  'MAXA, J. — Harbor Freight Lines, Inc. appeals the dismissal of its claim that the City of Port Ellis breached a lease of waterfront land by refusing to renew it.',
  '',
  'We hold that the renewal clause conditioned renewal on Harbor Freight not being in default, and that a default required written notice the City never gave. We reverse.',
  '',
  'FACTS',
  '',
  'In March 2019, the City leased 4.2 acres of waterfront land to Harbor Freight for ten years. Section 3.2 of the lease granted Harbor Freight the option to renew for one additional term of ten years, provided that it was not in default.',
  '',
  'Between 2021 and 2024, Harbor Freight paid rent late on eleven occasions. The City accepted each payment with its late fee and never sent a written notice of nonpayment.',
  '',
  'ANALYSIS',
  '',
  'A. Standard of Review',
  '',
  'We review summary judgment orders de novo. The interpretation of a lease is a question of law when the parties do not dispute the facts relevant to it.',
  '',
  'B. The Lease Defined Default',
  '',
  'Under Section 14.1, a late payment becomes a default only if the failure to pay continues for thirty days after written notice. The City concedes that it never gave written notice.',
  '',
  'CONCLUSION',
  '',
  'We reverse the summary judgment and remand for entry of judgment in favor of Harbor Freight on liability.',
].join('\n');

describe('an opinion pasted as text', () => {
  it('has its labels in capitals as its parts, and its lettered titles under them', () => {
    const headings = segmentDocument(OPINION, { language: 'en' })
      .units.filter((u) => u.kind === 'heading')
      .map((u) => `${u.level} ${u.text}`);
    expect(headings).toEqual([
      '1 IN THE COURT OF APPEALS OF THE STATE OF WESTMARK',
      '2 OPINION',
      '2 FACTS',
      '2 ANALYSIS',
      '3 A. Standard of Review',
      '3 B. The Lease Defined Default',
      '2 CONCLUSION',
    ]);
  });

  it('shows neither its caption nor its judge’s name at any level', () => {
    const units = segmentDocument(OPINION, { language: 'en' }).units;
    const furniture = furnitureOf(units);
    const caption = units.filter((u, i) => furniture[i] && u.kind === 'sentence').map((u) => u.text.trim());
    expect(caption).toEqual(
      expect.arrayContaining(['HARBOR FREIGHT LINES, INC.,', 'v.', 'No. 58213-4-II', 'MAXA, J. —']),
    );
    for (const level of [1, 2, 3, 4, 5] as const) {
      const summary = summarize(OPINION, { level, language: 'en' }).markdown;
      expect(summary).not.toMatch(/HARBOR FREIGHT LINES, INC\.,|Appellant|MAXA, J\./u);
    }
    expect(summarize(OPINION, { level: 5, language: 'en' }).markdown).toContain(
      'Harbor Freight Lines, Inc. appeals the dismissal',
    );
  });
});

describe('labels in capitals alone in their paragraphs', () => {
  const titles = (text: string) =>
    segmentDocument(text, { language: 'en' })
      .units.filter((u) => u.kind === 'heading')
      .map((u) => u.text);
  const paragraph = (topic: string) =>
    `${topic} was reviewed by the committee over the spring, and its members wrote up what they found in detail. `.repeat(
      4,
    );

  it('are no parts when a label among them stands over a line or two, as a book’s cast of characters', () => {
    const book = [
      'Master of the Moon',
      '',
      'THE MAN WHO RATIONED BABIES',
      '',
      paragraph('The plan'),
      '',
      'CAST OF CHARACTERS',
      '',
      'FRED WALTON',
      '',
      paragraph('Walton'),
      '',
      'LEE PERCY',
      '',
      paragraph('Percy'),
    ].join('\n');
    expect(titles(book)).toEqual(['Master of the Moon']);
  });

  it('are parts when three or more stand over their text', () => {
    const report = [
      'Annual review',
      '',
      'BACKGROUND',
      '',
      paragraph('The budget'),
      '',
      'FINDINGS',
      '',
      paragraph('Spending'),
      '',
      'RECOMMENDATIONS',
      '',
      paragraph('The plan'),
    ].join('\n');
    expect(titles(report)).toEqual(['Annual review', 'BACKGROUND', 'FINDINGS', 'RECOMMENDATIONS']);
  });
});
