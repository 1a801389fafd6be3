import { describe, expect, it } from 'vitest';
import { segmentDocument } from '../segment/units.ts';
import { countWords } from '../segment/words.ts';
import { renderSummary } from './render.ts';
import { summarize } from './summarize.ts';

/** What the reader sees of a summary: marks left out, tables under their column names. */

describe('a paper with numbered citation marks', () => {
  const paper = [
    'mirnas are a class of small rna which are about 20 nt in length and regulate the stability of targeted messenger rna [ 1 , 2 ] .',
    'although over 1,000 mirna sequences have been identified from human tissues , as many as 10,000 mirnas per genome have been predicted [ 3 , 4 ] .',
    'mirnas regulate development , cell cycle progression , differentiation and apoptosis [ 5 - 11 ] .',
    'emerging evidence demonstrates the involvement of mirna in mammary gland tumorigenesis [12].',
    'in this study we measured the expression of mir-221 in breast cancer cells and found it decreased er expression .',
  ].join('\n');

  it('shows its sentences without the marks, and cites them as written', () => {
    const summary = summarize(paper, { level: 5, language: 'en' });
    expect(summary.sentences.some((s) => s.text.includes('[ 1 , 2 ]'))).toBe(true);
    expect(summary.markdown).toContain('regulate the stability of targeted messenger rna .');
    expect(summary.markdown).not.toMatch(/\[\s*\d/);
    // The words counted are the words shown.
    expect(summary.stats.summaryWords).toBe(countWords(summary.markdown.replace(/^- /gm, ''), 'en'));
  });
});

describe("an encyclopedia article pasted with its notes and editors' tags", () => {
  it('shows its sentences without them, and keeps a quotation\'s "[sic]"', () => {
    const article =
      'The league spread to nearly 200 towns in eight countries.[2][3] At its height it ruled the Baltic trade.[4][a] ' +
      'Its diet met in Lübeck[citation needed] and its decisions bound no one.[note 1] A chronicler called it "the most ' +
      'powerfull [sic] of leagues".[who?]';
    const summary = summarize(article, { level: 5, language: 'en' });
    expect(summary.markdown).toContain('in eight countries. At its height it ruled the Baltic trade.');
    expect(summary.markdown).toContain('"the most powerfull [sic] of leagues".');
    expect(summary.markdown.match(/\[[^\]]*\]/g)).toEqual(['[sic]']);
    expect(summary.sentences[0]!.text).toBe(
      'The league spread to nearly 200 towns in eight countries.[2][3]',
    );
    expect(summary.stats.summaryWords).toBe(countWords(summary.markdown, 'en'));
  });
});

describe('an exercise sheet whose items open with their points in brackets', () => {
  it('keeps the label that opens a line, which cites nothing', () => {
    const cited = summarize('The data set comes from a study of 86 patients with bladder tumours [4].', {
      level: 5,
      language: 'en',
    });
    expect(cited.markdown).toBe('The data set comes from a study of 86 patients with bladder tumours.');
    const item = '[25] a. Create and submit a plot of the survival estimates for both groups.';
    expect(summarize(item, { level: 5, language: 'en' }).markdown).toBe(item);
  });
});

describe('a book whose PDF flattened its footnote numbers', () => {
  it('shows its sentences without the number after the full stop', () => {
    const book = [
      'The film industry of Hollywood was built by fleeing pirates.1 Creators and directors migrated from the East Coast to California in the early twentieth century.',
      'Patents gave their owners control over the making of films.2 The new studios were far from the reach of the courts that enforced them.',
    ].join('\n\n');
    const summary = summarize(book, { level: 5, language: 'en' });
    expect(summary.markdown).toContain('fleeing pirates.');
    expect(summary.markdown).not.toMatch(/[a-z]\.\d/);
    expect(summary.stats.summaryWords).toBe(countWords(summary.markdown.replace(/^[-#]+ /gm, ''), 'en'));
  });

  it('shows its sentences without the number after a quotation inside the sentence', () => {
    const shown = (text: string) => summarize(text, { level: 5, language: 'en' });
    const war = shown(
      'The war that the studio chief calls his “own terrorist war”10—has been framed as a battle about property.',
    );
    expect(war.markdown).toContain('“own terrorist war”—has been framed');
    expect(war.sentences[0]?.text).toContain('war”10—has');
    expect(
      shown('Critics praised the “genius of American composers”5 and the press repeated it.').markdown,
    ).toContain('composers” and the press');
    expect(shown('The magazine’s “Top 40” chart named the songs that radio played most.').markdown).toContain(
      '“Top 40” chart',
    );
    expect(war.stats.summaryWords).toBe(countWords(war.markdown.replace(/^[-#]+ /gm, ''), 'en'));
  });
});

describe('a report with a table', () => {
  const report = [
    'Quarterly sales report',
    '',
    'Sales of the new pump line grew in every region this quarter, led by the water utilities in the north.',
    '',
    'Region | Units sold | Revenue (million $)',
    'North | 1,240 | 18.4',
    'South | 860 | 12.1',
    'East | 410 | 6.0',
    'West | 395 | 5.7',
    '',
    'The north region sold 1,240 units, more than the south, east and west regions together sold last year.',
    'The east and west regions sold fewer pumps because two distributors closed in the spring.',
    'Next quarter the company will open a warehouse in the east to shorten delivery times.',
  ].join('\n');
  const header = 'Region | Units sold | Revenue (million $)';

  it('shows a row only under its column names, and the column names never alone', () => {
    let rowsShown = 0;
    for (const level of [1, 2, 3, 4, 5] as const) {
      const { markdown } = summarize(report, { level, language: 'en' });
      // Each row a line of its own, the column names too (never run into a row on one bullet).
      expect(markdown, `level ${level}`).not.toContain(`${header} `);
      const lines = markdown.split('\n');
      const rows = lines.flatMap((line, k) => (/^- (?:North|South|East|West) \|/.test(line) ? [k] : []));
      const head = lines.indexOf(`- ${header}`);
      rowsShown += rows.length;
      if (rows.length === 0) expect(head, `level ${level}`).toBe(-1);
      else expect(head, `level ${level}`).toBeGreaterThanOrEqual(0);
      for (const k of rows) expect(k, `level ${level}`).toBeGreaterThan(head);
    }
    expect(rowsShown).toBeGreaterThan(0);
  });

  it('keeps the column names on a line of their own in a brief summary of a table', () => {
    const calendar = [
      'Dates to remember in 2027',
      '',
      'Date | Event',
      '1 January | The new library opens its doors to readers in the old town hall',
      '9 January | Two hundred years since the birth of the explorer who mapped the northern coast',
      '12 January | The writers club meets to choose the books for the spring reading circle',
      '15 January | The theatre stages the comedy that opened the season a hundred years ago',
    ].join('\n');
    const lines = summarize(calendar, { level: 1, language: 'en' }).markdown.split('\n');
    expect(lines[0]).toBe('- Date | Event');
    expect(lines[1]).toMatch(/^- \d+ January \| /);
  });
});

describe('a video’s captions without punctuation', () => {
  const captions =
    'so today we are going to talk about how to make sourdough bread at home and it’s actually a lot easier than most people think you only need three ingredients flour water and salt plus your starter which is the thing that makes the bread rise so the first thing you want to do is feed your starter the night before you bake';
  const { units } = segmentDocument(captions, { language: 'en' });

  it('shows pieces of its one long sentence chosen side by side as one key point, without "… …" between them', () => {
    expect(units.length).toBeGreaterThan(2);
    const { markdown } = renderSummary({
      units,
      scores: new Float64Array(units.length),
      selection: { body: [1, 2], decisions: [], actions: [] },
      level: 1,
      isTranscript: false,
      language: 'en',
    });
    expect(markdown.split('\n')).toHaveLength(1);
    expect(markdown).toBe(`- …${units[1]!.text} ${units[2]!.text}…`);
  });
});

describe('a school newsletter pasted as text', () => {
  const newsletter = [
    'Maple Grove Elementary — Family Newsletter',
    'November 2026',
    '',
    'A message from the principal',
    '',
    'Dear families,',
    '',
    'What a month! Our fourth graders raised $3,200 for the county food bank, the book fair sold more books than ever, and our new reading corner in the library is full every lunch break. Thank you for everything you do for our school.',
    '',
    'Important dates',
    '',
    'Nov 26–27: No school (Thanksgiving break)',
    'Dec 4: Picture retake day',
    'Dec 11: Winter concert, 6:30 pm, school gym',
    'Dec 21 – Jan 4: Winter break',
    '',
    'Parent-teacher conferences',
    '',
    "Conferences will take place on December 8 and 9. Sign-up sheets went home in backpacks last week. Please return them by Friday, December 1. If none of the times work for you, contact your child's teacher to find another time; phone conferences are also possible.",
    '',
    'Cold weather and recess',
    '',
    'Children go outside for recess unless the temperature, with wind chill, is below 10°F. Please send your child to school with a warm coat, hat and gloves every day. Lost and found is overflowing — it is by the gym doors, and anything left after December 18 will be donated.',
    '',
    'Bus changes',
    '',
    'From December 1, Route 7 will pick up ten minutes earlier, at 7:35 am, because of road work on Elm Street. Route 7 families should have received a letter from the district.',
    '',
    'Help wanted',
    '',
    'We are looking for volunteers to help with the winter concert: setting up chairs, selling refreshments and supervising students backstage. Email Ms. Patel at volunteers@maplegrove.example if you can help.',
    '',
    'Thank you, and have a warm and happy Thanksgiving!',
    '',
    'Mrs. Linda Carver',
    'Principal',
  ].join('\n');

  it('has its titles, each alone over its paragraph, as its parts', () => {
    const summary = summarize(newsletter, { level: 3, language: 'en' }).markdown;
    for (const part of ['Important dates', 'Parent-teacher conferences', 'Bus changes', 'Help wanted'])
      expect(summary).toContain(`## ${part}`);
  });

  it('shows its dates each on its line, not run into one sentence', () => {
    for (const level of [2, 3, 4, 5] as const) {
      const summary = summarize(newsletter, { level, language: 'en' }).markdown;
      expect(summary).not.toMatch(/break\) [A-Z]/u);
    }
  });
});
