import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { summarize } from '../summarize/summarize.ts';
import { segmentDocument } from './units.ts';

/** Structure read from plain lines (plainStructure.ts): titles, division and part titles, symbol lists. */

describe('a title written without markup', () => {
  const body = 'The bridge reopens to cars in May.\n\nLorries wait until the new deck is tested in June.';

  it('is the top heading when the first line stands alone and does not end like a sentence', () => {
    const text = `Harbour bridge repairs: spring update\n\n${body}`;
    const { units } = segmentDocument(text, { language: 'en' });
    expect(units[0]).toMatchObject({
      kind: 'heading',
      level: 1,
      text: 'Harbour bridge repairs: spring update',
    });
    expect(units.slice(1).map((u) => [u.kind, u.section])).toEqual([
      ['sentence', 1],
      ['sentence', 1],
    ]);
    for (const u of units) expect(text.slice(u.start, u.end)).toBe(u.text);
    // A list right under it sets it apart as a blank line does.
    const listed = segmentDocument(
      'Terms of service\n1. Scope. The provider delivers a forecast.\n2. Term. One year.',
      {
        language: 'en',
      },
    );
    expect(listed.units.map((u) => u.kind)).toEqual(['heading', 'item', 'item']);
  });

  it('stands over its subtitle, the paragraph’s only other line, which stays text', () => {
    const posting = `Senior Backend Engineer (Payments)\nBerlin, Germany · Hybrid · Full-time\n\n${body}`;
    expect(
      segmentDocument(posting, { language: 'en' })
        .units.slice(0, 2)
        .map((u) => [u.kind, u.text]),
    ).toEqual([
      ['heading', 'Senior Backend Engineer (Payments)'],
      ['sentence', 'Berlin, Germany · Hybrid · Full-time'],
    ]);
  });

  it('is a résumé’s name, over the job title and the contact details under it', () => {
    const cv = [
      'JANE DOE',
      'Senior Product Manager',
      'jane.doe@email.com | +1 (415) 555-0199 | linkedin.com/in/janedoe | San Francisco, CA',
      '',
      body,
    ].join('\n');
    expect(segmentDocument(cv, { language: 'en' }).units[0]).toMatchObject({
      kind: 'heading',
      text: 'JANE DOE',
    });
    // A line of prose under the subtitle keeps the first line from being a title.
    const prose = [
      'Roadworks',
      'Harbour bridge',
      'The council will repair the bridge deck in the spring.',
      '',
      body,
    ];
    expect(segmentDocument(prose.join('\n'), { language: 'en' }).units[0]!.kind).not.toBe('heading');
  });

  it('stands over the lines a wiki prints under it, pasted as text', async () => {
    const page = [
      'Photosynthesis',
      'From Wikipedia, the free encyclopedia',
      'For other uses, see Photosynthesis (disambiguation).',
      '',
      'Photosynthesis is a biological process that converts light energy into chemical energy.',
      '',
      'Most plants, algae and cyanobacteria perform it; such organisms are called photoautotrophs.',
    ].join('\n');
    const { text } = await extract(new TextEncoder().encode(page), 'Pasted text');
    expect(segmentDocument(text, { language: 'en' }).units[0]).toMatchObject({
      kind: 'heading',
      level: 1,
      text: 'Photosynthesis',
    });
    expect(summarize(text, { level: 1, language: 'en' }).markdown).not.toMatch(/^- Photosynthesis$/m);
  });

  it('is not read into a sentence, a greeting or lead-in, a wrapped line, a lone line or a long line', () => {
    const firstKind = (text: string) => segmentDocument(text, { language: 'en' }).units[0]!.kind;
    expect(firstKind(`Works on the harbour bridge start in March.\n\n${body}`)).toBe('sentence');
    expect(firstKind(`Dear residents,\n\n${body}`)).toBe('sentence');
    expect(firstKind(`Works planned for this spring:\n\n${body}`)).toBe('sentence');
    expect(firstKind(`Harbour bridge repairs\n${body}`)).toBe('sentence');
    expect(firstKind('Harbour bridge repairs')).toBe('sentence');
    const unpunctuated =
      'the council said the works on the harbour bridge would start in march and last until the end of the summer holidays at the earliest';
    expect(firstKind(`${unpunctuated}\n\n${body}`)).toBe('sentence');
  });

  it('is a transcript’s heading too: the call’s name is a line no one says, so no point of its summary', () => {
    const meeting = [
      'Weekly call',
      '',
      'Anna: The bridge reopens in May.',
      'Ben: Lorries wait until June.',
      'Anna: The deck is tested first.',
      'Ben: Then the lorries can cross.',
    ].join('\n');
    const doc = segmentDocument(meeting, { language: 'en' });
    expect(doc.isTranscript).toBe(true);
    expect(doc.units.filter((u) => u.kind === 'heading').map((u) => u.text)).toEqual(['Weekly call']);
    expect(summarize(meeting, { level: 1 }).markdown).not.toContain('Weekly call');
  });
});

describe('lines bulleted with a symbol', () => {
  it('are a list when two or more in a row open with the same symbol, and text when one does', () => {
    const post = [
      '🚀 Big news: after 18 months of work, our team just shipped version 2.0!',
      '',
      'What is new:',
      '✅ Summaries in 50 languages',
      '✅ A desktop app that works offline',
    ].join('\n');
    expect(segmentDocument(post, { language: 'en' }).units.map((u) => [u.kind, u.text])).toEqual([
      // A line that ends like a sentence ("!") is no title.
      ['sentence', '🚀 Big news: after 18 months of work, our team just shipped version 2.0!'],
      ['sentence', 'What is new:'],
      ['item', 'Summaries in 50 languages'],
      ['item', 'A desktop app that works offline'],
    ]);
  });
});

describe('a short line over its list or its text', () => {
  it('is that part’s title, unless the line under it goes on its sentence', () => {
    const posting = [
      'Senior Data Engineer – Berlin',
      '',
      'About us',
      'We are a fintech company with 120 employees, helping small businesses manage their cash flow.',
      '',
      'Your role',
      '• Build and run our data pipelines',
      '• Mentor two junior engineers',
      '',
      'He let the',
      'dank air of the cellar out through the window before he spoke to anyone at all.',
      '',
      'Can I return an item?',
      'Yes. You can return any unused item within 30 days for a full refund.',
    ].join('\n');
    expect(
      segmentDocument(posting, { language: 'en' })
        .units.filter((u) => u.kind === 'heading')
        .map((u) => [u.text, u.level]),
    ).toEqual([
      ['Senior Data Engineer – Berlin', 1],
      ['About us', 2],
      ['Your role', 2],
      ['Can I return an item?', 2],
    ]);
  });
});

describe('a wiki page copied from the browser', () => {
  it('has its sections where its titles end with the edit link, read without the link', () => {
    const page = [
      'Tidal power or tidal energy is harnessed by converting energy from tides into electricity.',
      '',
      'History[edit]',
      'Tide mills were used both in Europe and on the Atlantic coast of North America.',
      '',
      '## Geschichte[Bearbeiten | Quelltext bearbeiten]',
      '',
      'Die ersten Gezeitenmühlen stammen aus dem frühen Mittelalter.',
    ].join('\n');
    expect(
      segmentDocument(page, { language: 'en' })
        .units.filter((u) => u.kind === 'heading')
        .map((u) => [u.text, u.level]),
    ).toEqual([
      ['History', 2],
      ['Geschichte', 2],
    ]);
  });
});

describe('division titles written without markup', () => {
  const headings = (text: string) =>
    segmentDocument(text, { language: 'en' })
      .units.filter((u) => u.kind === 'heading')
      .map((u) => [u.level, u.text]);

  it('make the chapters and articles of a statute or contract its sections', () => {
    const statute = [
      'STATUTES OF THE GOLF INDUSTRY COUNCIL',
      'CHAPTER ONE',
      '(Name, nature, seat and purpose)',
      'Article 1',
      'The association is called the Golf Industry Council and lasts for an indefinite time.',
      'ARTICLE II – SEAT',
      'Its seat is in Vale do Lobo.',
      'Section 3.2 Fees',
      'Members pay a yearly fee.',
      'Artigo Primeiro',
      'A associação não tem fins lucrativos.',
      '§ 5 Kündigung',
      'Der Vertrag kann mit einer Frist von drei Monaten gekündigt werden.',
      'Art. 7 Haftung',
      'Die Haftung ist auf Vorsatz beschränkt.',
    ].join('\n\n');
    expect(headings(statute)).toEqual([
      [1, 'STATUTES OF THE GOLF INDUSTRY COUNCIL'],
      [2, 'CHAPTER ONE'],
      [3, 'Article 1'],
      [3, 'ARTICLE II – SEAT'],
      [3, 'Section 3.2 Fees'],
      [3, 'Artigo Primeiro'],
      [3, '§ 5 Kündigung'],
      [3, 'Art. 7 Haftung'],
    ]);
  });

  it('leave sentences and lines inside a paragraph alone', () => {
    const text = [
      'Minutes',
      'Part of the budget went to repairs.',
      'Article 5 applies here.',
      'The chair read out:\nSection 4 Fees\nand nobody objected',
      'Chapter 2 was long, and the readers liked it',
      '§ 5 Abs. 2 gilt entsprechend.',
    ].join('\n\n');
    expect(headings(text)).toEqual([[1, 'Minutes']]);
  });
});
