import { describe, expect, it } from 'vitest';
import { extract } from './index.ts';

/** How plain text's line breaks are read (textConvention.ts, reflowHardWrapped), through extract(). */

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('hard-wrapped text', () => {
  it("keeps a list of titles apart: the next title's first word would have fitted on each line", async () => {
    const text = [
      'Made it twice this month and it was perfect both times.',
      '',
      'You might also like',
      'Creamy Tuscan Salmon',
      '15-Minute Garlic Butter Shrimp',
    ].join('\n');
    expect((await extract(utf8(text), 'page.txt')).text.split('\n\n')[1]).toBe(
      'You might also like\nCreamy Tuscan Salmon\n15-Minute Garlic Butter Shrimp',
    );
    // Lines that filled a narrow column are still one paragraph, in Japanese too, whose characters take two columns.
    const narrow = ['The council approved the plan on', 'Monday after a long debate about', 'its cost.'].join(
      '\n',
    );
    expect((await extract(utf8(narrow), 'narrow.txt')).text).toBe(
      'The council approved the plan on Monday after a long debate about its cost.',
    );
    const japanese = [
      'この案内は、私たちのチームが書いた Summer Desktop の使い方の説明で、Version',
      '2.4 (released on 12 March 2026 for Windows, macOS and Linux users) と',
      'その後の更新に対応しています。',
    ].join('\n');
    expect((await extract(utf8(japanese), 'ja.txt')).text).toBe(
      'この案内は、私たちのチームが書いた Summer Desktop の使い方の説明で、Version 2.4 (released on 12 March 2026 for Windows, macOS and Linux users) とその後の更新に対応しています。',
    );
  });

  it('joins wrapped lines of prose but keeps short lines, lists and huge single paragraphs intact', async () => {
    const text = [
      'This paragraph was wrapped by an old editor at a fixed width, so',
      'every sentence runs over several lines that belong together, as',
      'the reader of the summary expects.',
      '',
      'Roses are red,',
      'violets are blue.',
      '',
      '- first item of a list that is long enough to look like prose',
      '- second item of a list that is long enough to look like prose',
    ].join('\n');
    expect((await extract(utf8(text), 'wrapped.txt')).text).toBe(
      [
        'This paragraph was wrapped by an old editor at a fixed width, so every sentence runs over several lines that belong together, as the reader of the summary expects.',
        'Roses are red,\nviolets are blue.',
        '- first item of a list that is long enough to look like prose\n- second item of a list that is long enough to look like prose',
      ].join('\n\n'),
    );
    const manyLines = Array.from(
      { length: 300_000 },
      (_, index) => `Line number ${index} of a very long log file`,
    ).join('\n');
    expect((await extract(utf8(manyLines), 'log.txt')).text.length).toBeGreaterThan(10_000_000);
  });

  it('reads text copied from a PDF viewer: a title over its wrapped paragraph, words cut at line ends', async () => {
    const copied = [
      'Our year in brief',
      'In 2025 the company grew its revenue by 18 per cent to €2.4 billion, the',
      'strongest growth since it was founded. The main driver was the new sub-',
      'scription service, which now accounts for a third of all sales.',
      '',
      'Outlook',
      'For 2026 we expect revenue growth of 10 to 12 per cent. Risks include',
      'higher interest rates and the cost of the new plant in Lyon, which will',
      'open in the autumn.',
      '',
    ].join('\n');
    expect((await extract(utf8(copied), 'report.txt')).text).toBe(
      [
        '## Our year in brief',
        'In 2025 the company grew its revenue by 18 per cent to €2.4 billion, the strongest growth since it was founded. The main driver was the new subscription service, which now accounts for a third of all sales.',
        '## Outlook',
        // The text's last paragraph too, though the file ends with a line break.
        'For 2026 we expect revenue growth of 10 to 12 per cent. Risks include higher interest rates and the cost of the new plant in Lyon, which will open in the autumn.',
      ].join('\n\n'),
    );
  });

  it('joins two lines of one width only where the text wraps elsewhere: alone they may be a title over its subtitle', async () => {
    const posting = [
      'Senior Backend Engineer (Payments)',
      'Berlin, Germany · Hybrid · Full-time',
      '',
      'We are looking for a Senior Backend Engineer to join our Payments team.',
    ].join('\n');
    expect((await extract(utf8(posting), 'posting.txt')).text).toBe(posting);
    const wrapped = [
      'The committee approved the budget for the next fiscal year after',
      'a long debate about the cost of the new bridge.',
      '',
      'The mayor said the vote was a good sign for the city and its',
      'schools, which will get two new buildings next year.',
    ].join('\n');
    expect((await extract(utf8(wrapped), 'minutes.txt')).text).toBe(
      [
        'The committee approved the budget for the next fiscal year after a long debate about the cost of the new bridge.',
        'The mayor said the vote was a good sign for the city and its schools, which will get two new buildings next year.',
      ].join('\n\n'),
    );
  });

  it('keeps a numbered or checked list’s lines, though they are of one width', async () => {
    const steps = [
      '1. Mix the flour and 325 g of the water and leave for one hour.',
      '2. Add the starter, the salt and the rest of the water, and squeeze.',
      '3. Over the next three hours, stretch and fold the dough every 30 minutes.',
    ].join('\n');
    expect((await extract(utf8(steps), 'recipe.txt')).text).toBe(steps);
    const todo = [
      '☐ John to inform retailers of the new date by Friday',
      '☐ Priya to update the campaign calendar for the launch',
      '☑ Tom to send the pricing FAQ to the support team',
    ].join('\n');
    expect((await extract(utf8(todo), 'notes.txt')).text).toBe(todo);
  });

  it('makes each line a paragraph where lines are longer than any wrap, as a web page copies', async () => {
    const long = (start: string) =>
      `${start} ${'and the works on the harbour bridge will last until the end of the summer holidays, the council said on Tuesday '.repeat(2)}`.trim();
    const page = [
      'Économie',
      'La SNCF va investir 1,5 milliard',
      'Par Claire Martin',
      long('La SNCF a annoncé mardi'),
      long('Les premiers trains'),
    ].join('\n');
    expect((await extract(utf8(page), 'page.txt')).text).toBe(page.split('\n').join('\n\n'));
    // A clause's title over its subclauses, one line each: a heading over paragraphs.
    const clause = [
      '2. CONFIDENTIAL INFORMATION',
      long('2.1 Confidential Information means'),
      long('2.2 It does not include'),
    ].join('\n');
    expect((await extract(utf8(clause), 'nda.txt')).text).toBe(
      [
        '## 2. CONFIDENTIAL INFORMATION',
        long('2.1 Confidential Information means'),
        long('2.2 It does not include'),
      ].join('\n\n'),
    );
  });

  it('leaves an e-mail’s quoted lines with their marks, for the segmenter to read', async () => {
    const quoted = [
      '> The vendor just told me that the hardware will be two weeks late because',
      '> of a shortage of display panels. Can we discuss whether to move the launch',
      '> or ship with the older panel instead of waiting for the new ones?',
    ].join('\n');
    expect((await extract(utf8(quoted), 'reply.txt')).text).toBe(quoted);
  });
});
