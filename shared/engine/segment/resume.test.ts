import { describe, expect, it } from 'vitest';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

/** A résumé pasted as text: its jobs' titles, the dates under them, its sections in capitals. */
describe('a résumé', () => {
  it('are a résumé’s jobs, not the dates under them, and its section in capitals is no sentence', () => {
    const cv = [
      'Jane Doe',
      'jane.doe@example.com | +1 415 555 0199',
      '',
      'SUMMARY',
      'Product manager with 9 years of experience building B2B SaaS products used by two million people.',
      '',
      'EXPERIENCE',
      '',
      'Acme Analytics — Senior Product Manager',
      'March 2021 – Present',
      '• Led the launch of a self-serve analytics product that reached 40,000 paying teams.',
      '• Cut onboarding time from 14 days to 2 by redesigning the setup flow.',
      '',
      'Brightline Software — Product Manager',
      'June 2017 – February 2021',
      '• Owned the mobile app roadmap for 1.2 million monthly active users.',
    ].join('\n');
    const { units } = segmentDocument(cv, { language: 'en' });
    expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toEqual([
      'Jane Doe',
      'SUMMARY',
      'EXPERIENCE',
      'Acme Analytics — Senior Product Manager',
      'Brightline Software — Product Manager',
    ]);
    const furniture = furnitureOf(units);
    const dropped = units.filter((_, i) => furniture[i]).map((u) => u.text);
    expect(dropped).toEqual(expect.arrayContaining(['March 2021 – Present', 'June 2017 – February 2021']));
  });
});
