import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { furnitureOf } from './furniture.ts';
import { isMailingLine } from './mailing.ts';
import { segmentDocument } from './units.ts';

const NEWSLETTER = [
  'View this email in your browser',
  '',
  'The Weekly Brief',
  'Issue #142 · November 24, 2026',
  '',
  'Hi Alex,',
  '',
  "Here's what happened in tech this week.",
  '',
  '1. EU passes the Digital Fairness Act',
  'The European Parliament approved new rules that ban dark patterns in online shops and require one-click cancellation of subscriptions. The rules apply from 2028 and fines can reach 6% of global turnover.',
  'Read more →',
  '',
  "2. Nvidia's revenue doubles again",
  'Nvidia reported quarterly revenue of $68 billion, up 96% from a year ago, driven by demand for AI chips from cloud providers. Its shares rose 4% after the report.',
  'Read more →',
  '',
  '3. Apple delays its smart glasses',
  'According to Bloomberg, Apple has pushed the launch of its first smart glasses from 2027 to 2028 because of problems with battery life.',
  'Read more →',
  '',
  'Sponsored',
  'Try Summer Pro free for 14 days. Summarize any document in seconds.',
  'Start your free trial',
  '',
  "That's it for this week. See you next Monday!",
  '',
  '— The Weekly Brief team',
  '',
  'You are receiving this email because you subscribed at weeklybrief.example.com.',
  'Unsubscribe · Update preferences · Privacy policy',
  '© 2026 Weekly Brief Media, 12 Market Street, London',
].join('\n');

describe('a newsletter pasted from the mail', () => {
  it('leaves out its browser link, its sponsor, its sign-off and its footer', () => {
    const { units } = segmentDocument(NEWSLETTER, { language: 'en' });
    const furniture = furnitureOf(units);
    const kept = units.filter((u, i) => !furniture[i] && u.kind !== 'heading').map((u) => u.text);
    expect(kept.join(' ')).not.toMatch(
      /browser|Summer Pro|free trial|That's it|Monday|Weekly Brief team|receiving|Unsubscribe|Read more/,
    );
    expect(kept).toContain(
      'According to Bloomberg, Apple has pushed the launch of its first smart glasses from 2027 to 2028 because of problems with battery life.',
    );
  });

  it('keeps every story at level 3, its title the newsletter’s', () => {
    const { markdown } = summarize(NEWSLETTER, { level: 3 });
    expect(markdown.split('\n')[0]).toBe('# The Weekly Brief');
    for (const story of ['Digital Fairness Act', 'Nvidia', 'Apple']) expect(markdown).toContain(story);
    expect(markdown).not.toContain('Sponsored');
  });

  it('tells its chrome from sentences about mail and browsers', () => {
    for (const line of [
      'View in browser',
      'Diese E-Mail im Browser anzeigen',
      'Voir la version en ligne',
      'Having trouble viewing this email? Click here.',
      'Unsubscribe',
      'Abmelden | Datenschutz | Impressum',
    ])
      expect(isMailingLine(line, line.split(' ').length), line).toBe(true);
    for (const line of [
      'The new browser shows emails in a reading view.',
      'You are receiving more spam than ever, a study finds.',
      'Privacy rules tighten in 2027.',
      'Terms of service',
    ])
      expect(isMailingLine(line, line.split(' ').length), line).toBe(false);
  });
});
