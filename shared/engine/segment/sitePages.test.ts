import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { isArticleFurniture } from './articlePage.ts';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

/**
 * Pages of sites other than news copied from the browser: a recipe blog's, a job site's, an
 * encyclopedia's. What each site prints around its text (articlePage.ts, factBox.ts) is left out.
 */

/** A recipe blog's page as a reader copies it: a trail, the buttons, the affiliate notice, then the post. */
const RECIPE_PAGE = [
  'Home » Recipes » Dinner',
  '',
  'One-Pan Lemon Garlic Chicken',
  '',
  'By Maria Santos · Updated: March 14, 2025',
  '',
  'Jump to Recipe · Print Recipe · Pin',
  '',
  'This post may contain affiliate links. Please read our disclosure policy.',
  '',
  'This one-pan lemon garlic chicken is the dinner I make when I have thirty minutes and no patience for dishes. The thighs crisp in a hot skillet, then finish in the oven with potatoes, lemon and a whole head of garlic.',
  '',
  'Bone-in thighs stay juicy even if you leave them in a few minutes too long. Boneless thighs work too, but reduce the oven time by about ten minutes.',
].join('\n');

describe("a recipe blog's page", () => {
  it('has the dish as its title, and its trail, buttons and affiliate notice as furniture', () => {
    const { units } = segmentDocument(RECIPE_PAGE, { language: 'en' });
    expect(units[1]).toMatchObject({ kind: 'heading', text: 'One-Pan Lemon Garlic Chicken' });
    const furniture = furnitureOf(units);
    expect(units.filter((_u, i) => furniture[i]).map((u) => u.text)).toEqual([
      'Home » Recipes » Dinner',
      'By Maria Santos · Updated: March 14, 2025',
      'Jump to Recipe · Print Recipe · Pin',
      'This post may contain affiliate links.',
      'Please read our disclosure policy.',
    ]);
    for (const line of ['As an Amazon Associate I earn from qualifying purchases.', 'Share | Save | Print'])
      expect(isArticleFurniture(line, line.split(/\s+/).length), line).toBe(true);
    for (const line of ['Prep · Cook · Serve', 'We earn trust by testing every recipe twice.'])
      expect(isArticleFurniture(line, line.split(/\s+/).length), line).toBe(false);
  });

  it('opens with the post, not with what a line of furniture above it would bring: "This one-pan …" goes on from nothing', () => {
    for (const level of [1, 2, 3, 5] as const) {
      const { markdown } = summarize(RECIPE_PAGE, { level, language: 'en' });
      expect(markdown, `level ${level}`).not.toMatch(/Home|Jump to|affiliate|disclosure/);
    }
    expect(summarize(RECIPE_PAGE, { level: 5, language: 'en' }).markdown).toMatch(
      /^# One-Pan Lemon Garlic Chicken\n\n(?:- )?This one-pan lemon garlic chicken is the dinner/,
    );
  });
});

describe('a job posting copied from a job site', () => {
  const POSTING = [
    'Senior Data Engineer',
    'Northwind Analytics · Amsterdam, Netherlands (Hybrid) · 2 weeks ago · Over 100 applicants',
    '',
    'Northwind Analytics helps 400 European retailers forecast demand. Our models decide how much of each product ends up on the shelves of 9,000 stores every morning.',
    '',
    'We are looking for a Senior Data Engineer to own the pipelines that bring sales, stock and weather data into our forecasting platform.',
    '',
    'What we offer',
    '• 30 days of paid holiday',
    '• A €1,500 yearly learning budget',
    '',
    'Northwind Analytics is an equal opportunity employer. We welcome applicants of every background.',
  ].join('\n');

  it("leaves out the page's line on the posting and the equal-opportunity statement", () => {
    const { units } = segmentDocument(POSTING, { language: 'en' });
    const furniture = furnitureOf(units);
    expect(units.filter((_u, i) => furniture[i]).map((u) => u.text)).toEqual([
      'Northwind Analytics · Amsterdam, Netherlands (Hybrid) · 2 weeks ago · Over 100 applicants',
      'Northwind Analytics is an equal opportunity employer.',
      'We welcome applicants of every background.',
    ]);
    for (const line of ['Acme · Berlin · Reposted 3 days ago', 'Remote · 57 applicants'])
      expect(isArticleFurniture(line, line.split(/\s+/).length), line).toBe(true);
    expect(isArticleFurniture('Berlin · Hybrid · Full-time', 4)).toBe(false);
    for (const level of [1, 3, 5] as const)
      expect(summarize(POSTING, { level, language: 'en' }).markdown, `level ${level}`).not.toMatch(
        /applicants|equal opportunity/,
      );
  });
});

describe('a German encyclopedia article pasted from the browser', () => {
  const ARTICLE = [
    'Hanse',
    '',
    'aus Wikipedia, der freien Enzyklopädie',
    '',
    'Dieser Artikel behandelt den mittelalterlichen Städtebund. Zu weiteren Bedeutungen siehe Hanse (Begriffsklärung).',
    '',
    'Die Hanse war ein Zusammenschluss norddeutscher Kaufleute und Städte, der vom 12. bis zum 17. Jahrhundert den Handel im Nord- und Ostseeraum prägte.[1] Auf ihrem Höhepunkt gehörten ihr fast 200 Städte an.[2][3]',
    '',
    'Geschichte[Bearbeiten | Quelltext bearbeiten]',
    'Die Gründung Lübecks 1159 gilt als Ausgangspunkt der Hanse.[5] Im Frieden von Stralsund 1370 erreichte der Bund den Höhepunkt seiner Macht.[6]',
    '',
    'Einzelnachweise[Bearbeiten | Quelltext bearbeiten]',
    '↑ Dollinger 1998, S. 12.',
  ].join('\n');

  it('has its one-word title, its section titles without the edit link, and no hatnote', () => {
    const { units } = segmentDocument(ARTICLE, { language: 'de' });
    expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toEqual([
      'Hanse',
      'Geschichte',
      'Einzelnachweise',
    ]);
    const { markdown } = summarize(ARTICLE, { level: 3, language: 'de' });
    expect(markdown).toMatch(/^# Hanse\n/);
    expect(markdown).not.toMatch(/Wikipedia|Dieser Artikel|Bedeutungen|Bearbeiten|Dollinger/);
  });
});

describe('a thread copied from a social site', () => {
  const THREAD = [
    'Dr. Maya Lin @mayalin_econ',
    '',
    '1/ The Fed held rates today, but the statement changed in three ways that matter for anyone with a mortgage.',
    '',
    '2/ First, "further tightening" is gone. That line was removed today, which markets read as the end of the hiking cycle.',
    '',
    '3/ Second, two members dissented in favor of a cut. That has not happened since 2019.',
    '',
    '4/4 Bottom line: the Fed did not move, but it told us the next move is down.',
  ].join('\n');

  it('has neither its author’s handle nor its posts’ numbers as words of the text', () => {
    const { units } = segmentDocument(THREAD, { language: 'en' });
    const furniture = furnitureOf(units);
    const kept = units.filter((_, i) => !furniture[i]).map((u) => u.text);
    expect(kept).not.toContain('Dr. Maya Lin @mayalin_econ');
    expect(kept[0]).toBe(
      'The Fed held rates today, but the statement changed in three ways that matter for anyone with a mortgage.',
    );
    expect(kept.at(-1)).toBe('Bottom line: the Fed did not move, but it told us the next move is down.');
  });

  it('keeps "1/ cup" where a few lines do not count up as posts', () => {
    const recipe = [
      'Pancakes',
      '',
      '1/2 cup flour and a pinch of salt.',
      '',
      '1/4 cup sugar, stirred in well.',
    ].join('\n');
    const { units } = segmentDocument(recipe, { language: 'en' });
    expect(units.map((u) => u.text)).toContain('1/2 cup flour and a pinch of salt.');
  });
});

describe('an interview with its questions and answers labelled', () => {
  const INTERVIEW = [
    'An interview with Hannah Okoye, founder of Ledgerly, on growing a bookkeeping startup.',
    '',
    'Q: Ledgerly turned ten this year. How did it start?',
    '',
    'A: I was an accountant for small restaurants, and every month I spent two days typing receipts into spreadsheets.',
    '',
    'Q: You never raised venture capital. Why?',
    '',
    'A: We were profitable in our second year, so we never needed it.',
    '',
    'Q: What was the hardest moment?',
    '',
    'A: In 2020, half of our restaurant customers closed within two months.',
  ].join('\n');

  it('reads each question as a part’s title and each answer as its text, without the labels, not as a transcript', () => {
    const { units } = segmentDocument(INTERVIEW, { language: 'en' });
    expect(units.some((u) => u.speaker !== undefined)).toBe(false);
    expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toEqual([
      'Ledgerly turned ten this year. How did it start?',
      'You never raised venture capital. Why?',
      'What was the hardest moment?',
    ]);
    expect(units.map((u) => u.text)).toContain(
      'We were profitable in our second year, so we never needed it.',
    );
  });
});
