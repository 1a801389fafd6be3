/**
 * A report's dateline. Before, a press release's level-1 summary gave "The money will fund expansion …",
 * its second sentence, which names money the summary never mentions: its first, "Boston, November 24,
 * 2026 - Acme, a startup … announced today an $18 million funding round …", was too long for level 1
 * with its dateline, and every level showed that dateline.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { summarize } from '../summarize/summarize.ts';
import { datelineLength } from './datelines.ts';

const RELEASE = [
  'FOR IMMEDIATE RELEASE',
  '',
  'Acme raises $18 million to expand cargo bike rentals to ten cities',
  '',
  'Boston, November 24, 2026 - Acme, a startup renting electric cargo bikes to businesses, announced today an $18 million funding round led by Horizon Ventures.',
  '',
  'The money will fund expansion to ten new cities by the end of 2027 and 120 new hires. Acme has 2,400 bikes on the road and more than 900 customers.',
  '',
  '"City centres are closing to vans. Our customers need a reliable, simpler and cheaper way to deliver," said Claire Dumas, co-founder and CEO.',
  '',
  'Revenue tripled in 2026 to $11 million, and the company expects to break even in 2028.',
  '',
  'About Acme',
  'Founded in 2021 in Boston, Acme offers long-term rental of electric cargo bikes with maintenance and insurance included. The company employs 85 people.',
  '',
  'Media contact',
  'Julie Martin - julie@acme.example',
].join('\n');

describe('a dateline', () => {
  it('is cut from the sentence it opens, in the forms wires and press offices set it', () => {
    for (const [sentence, dateline] of [
      ['WASHINGTON (AP) — The Senate voted on Tuesday.', 'WASHINGTON (AP) — '],
      ['(CNN) -- A train left its tracks.', '(CNN) -- '],
      ['BAGHDAD, Iraq (CNN) -- Six men were shot.', 'BAGHDAD, Iraq (CNN) -- '],
      ['Boston, November 24, 2026 - Acme announced a round.', 'Boston, November 24, 2026 - '],
      [
        'NEW YORK, Nov. 24, 2026 /PRNewswire/ -- Globex said today.',
        'NEW YORK, Nov. 24, 2026 /PRNewswire/ -- ',
      ],
      ['Lyon, le 24 novembre 2026 – La société annonce une levée.', 'Lyon, le 24 novembre 2026 – '],
      ['MADRID, 14 mar (EFE).- El Gobierno aprobó el plan.', 'MADRID, 14 mar (EFE).- '],
    ])
      expect(sentence!.slice(0, datelineLength(sentence!)), sentence).toBe(dateline);
  });

  it('is no sentence’s own words before a dash: names, figures in prose, a place without a date', () => {
    for (const sentence of [
      'Apple, Google – and Microsoft too – raised prices.',
      'Revenue - the main measure - rose 4% this year.',
      'Boston - the city where it all began - welcomed the team.',
      'The plan, approved in 2026 - after years of debate - takes effect soon.',
    ])
      expect(datelineLength(sentence), sentence).toBe(0);
  });

  it('is left out of the summary, so level 1 has room for the news it opens', async () => {
    const { text } = await extract(new TextEncoder().encode(RELEASE), 'release.txt');
    const brief = summarize(text, { level: 1, language: 'en' }).markdown;
    expect(brief).toContain('- Acme, a startup renting electric cargo bikes to businesses, announced today');
    for (const level of [2, 3, 4, 5] as const)
      expect(summarize(text, { level, language: 'en' }).markdown).not.toContain('Boston, November 24');
  });
});
