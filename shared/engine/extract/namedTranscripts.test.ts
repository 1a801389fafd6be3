import { describe, expect, it } from 'vitest';
import { segmentDocument } from '../segment/units.ts';
import { extract } from './index.ts';

/** Transcripts whose turns stand under the speaker's name alone on a line (namedTranscript.ts). */

const utf8 = (text: string) => new TextEncoder().encode(text);

/** An earnings call as it is published: each turn under its speaker's name, a role after the name. */
const EARNINGS_CALL = [
  'Acme Q3 2026 Earnings Call Transcript',
  '',
  'Operator',
  '',
  'Good afternoon, and welcome to the Acme third quarter earnings call. Please go ahead.',
  '',
  'Tom Rivera -- Chief Executive Officer',
  '',
  'Thanks, and good afternoon, everyone. Revenue grew 18% to $412 million.',
  '',
  'Cloud revenue rose 31% and is now 65% of our business.',
  '',
  'Linda Chu -- Chief Financial Officer',
  '',
  'Gross margin improved to 72%. We ended the quarter with no debt.',
  '',
  'Questions and Answers',
  '',
  'Operator',
  '',
  'Our first question comes from Mark Stevens with Morgan Stanley.',
  '',
  'Mark Stevens -- Morgan Stanley -- Analyst',
  '',
  'Tom, how large is the pipeline of big deals?',
  '',
  'Tom Rivera -- Chief Executive Officer',
  '',
  'It is about double what it was a year ago.',
  '',
  'Operator',
  '',
  'This concludes today’s call.',
].join('\n');

describe('transcripts with the speaker’s name alone above each turn', () => {
  it('reads an earnings call: each name a turn, the role left out, a part’s name a paragraph of its own', async () => {
    const document = await extract(utf8(EARNINGS_CALL), 'call.txt');
    expect(document.isTranscript).toBe(true);
    expect(document.text.split('\n\n')).toEqual([
      'Acme Q3 2026 Earnings Call Transcript',
      'Operator: Good afternoon, and welcome to the Acme third quarter earnings call. Please go ahead.',
      'Tom Rivera: Thanks, and good afternoon, everyone. Revenue grew 18% to $412 million. Cloud revenue rose 31% and is now 65% of our business.',
      'Linda Chu: Gross margin improved to 72%. We ended the quarter with no debt.',
      'Questions and Answers',
      'Operator: Our first question comes from Mark Stevens with Morgan Stanley.',
      'Mark Stevens: Tom, how large is the pipeline of big deals?',
      'Tom Rivera: It is about double what it was a year ago.',
      'Operator: This concludes today’s call.',
    ]);
  });

  it('reads a podcast’s names in capitals, its title with a colon no one’s turn', async () => {
    const podcast = [
      'Episode 48: Why cities are planting tiny forests',
      '',
      'SARAH KLEIN',
      'Welcome to Green Streets. Today I am talking with Daan de Vries, an urban ecologist in Utrecht.',
      '',
      'DAAN DE VRIES',
      'Thanks for having me, Sarah.',
      '',
      'SARAH KLEIN',
      'So what exactly is a tiny forest?',
      '',
      'DAAN DE VRIES',
      'It is a dense native forest about the size of a tennis court, with 600 trees of 40 species.',
    ].join('\n');
    const document = await extract(utf8(podcast), 'episode.txt');
    expect(document.isTranscript).toBe(true);
    expect(document.text.split('\n\n')[1]).toBe(
      'SARAH KLEIN: Welcome to Green Streets. Today I am talking with Daan de Vries, an urban ecologist in Utrecht.',
    );
    const { units } = segmentDocument(document.text, { language: 'en' });
    expect(units[0]).toMatchObject({
      kind: 'heading',
      text: 'Episode 48: Why cities are planting tiny forests',
    });
    expect(new Set(units.map((u) => u.speaker))).toEqual(
      new Set([undefined, 'SARAH KLEIN', 'DAAN DE VRIES']),
    );
  });

  it('reads a press conference’s title with a colon and its date under it as its title', async () => {
    const transcript = [
      "Transcript: Mayor's press conference on the winter shelter plan",
      'November 24, 2026',
      '',
      'MAYOR ELLEN PARK: Good morning. Starting December 1, the city will open three new emergency shelters.',
      '',
      'REPORTER (Channel 4): How do you know 450 beds will be enough?',
      '',
      'MAYOR ELLEN PARK: Last winter we turned away about 140 people on the worst night.',
    ].join('\n');
    const document = await extract(utf8(transcript), 'press.txt');
    const { units } = segmentDocument(document.text, { language: 'en' });
    expect(units[0]!.kind).toBe('heading');
    expect(units[0]!.speaker).toBeUndefined();
    expect(units[0]!.text).toMatch(/^Transcript: Mayor's press conference/u);
  });

  it('leaves headings that recur over each part as they are: a textbook’s examples, a changelog’s entries', async () => {
    const textbook = ['Example', 'Solution', 'Example', 'Solution']
      .flatMap((label, k) => [label, `Step ${k} of the method is shown here with its numbers.`, ''])
      .join('\n');
    const changelog = ['Version one', 'Added', 'A dark theme.', 'Fixed', 'Crashes on start.']
      .concat(['Version two', 'Added', 'Export to PDF.', 'Fixed', 'Slow search.'])
      .join('\n\n');
    for (const text of [textbook, changelog]) {
      const document = await extract(utf8(text), 'notes.txt');
      expect(document.isTranscript, text).toBe(false);
    }
  });

  it('reads a call whose analysts each speak once or twice, and not an itinerary that lists its days twice', async () => {
    const call = [
      'Operator: Welcome to the call.',
      'Tom: Revenue grew 18%.',
      'Operator: The first question is from Mark.',
      'Mark: How is the pipeline?',
      'Tom: It doubled.',
      'Operator: The next question is from Priya.',
      'Priya: What about margins?',
      'Linda: They reach 74% next year.',
      'Operator: The last question is from Omar.',
      'Omar: And cash?',
      'Linda: We have no debt.',
      'Tom: Thank you all.',
    ].join('\n');
    expect((await extract(utf8(call), 'call.txt')).isTranscript).toBe(true);
    const days = ['Day 1: Arrival in San José.', 'Day 2: The Arenal volcano.', 'Day 3: Monteverde.'];
    const details = ['Day 1: Transfer to the hotel.', 'Day 2: Hot springs.', 'Day 3: A night walk.'];
    const more = ['Day 4: Manuel Antonio.', 'Day 5: Flight home.'];
    const itinerary = [...days, ...more, ...details, ...more].join('\n');
    expect((await extract(utf8(itinerary), 'trip.txt')).isTranscript).toBe(false);
  });
});
