/**
 * A textbook chapter and a legal memo, as pasted. Before, the chapter's "4.1 What is photosynthesis?"
 * was no title (a question), so its first part's sentences stood under "Learning objectives", and its
 * level 3 ended on a review question. The memo's level 1 opened with its header's "RE: Enforceability of
 * …" and gave a rule of law instead of its brief answer.
 */
import { describe, expect, it } from 'vitest';
import { segmentDocument } from '../segment/units.ts';
import { summarize } from './summarize.ts';

const CHAPTER = [
  'Chapter 4: Photosynthesis',
  '',
  'Learning objectives',
  'By the end of this chapter, you should be able to:',
  '- describe the overall equation for photosynthesis;',
  '- explain the roles of the light-dependent reactions and the Calvin cycle;',
  '',
  '4.1 What is photosynthesis?',
  '',
  'Photosynthesis is the process by which plants, algae and some bacteria convert light energy into chemical energy stored in sugars. It takes place mainly in the chloroplasts of leaf cells.',
  '',
  '4.2 The light-dependent reactions',
  '',
  'The light-dependent reactions take place in the thylakoid membranes. Chlorophyll absorbs light and uses its energy to split water molecules, which releases oxygen and produces ATP and NADPH.',
  '',
  '4.3 The Calvin cycle',
  '',
  'The Calvin cycle takes place in the stroma. It uses the ATP and NADPH from the light-dependent reactions to fix carbon dioxide into a three-carbon sugar.',
  '',
  'Review questions',
  '1. Where in the cell does photosynthesis take place?',
  '2. What are the products of the light-dependent reactions?',
  '3. Why do some greenhouses add carbon dioxide to the air?',
].join('\n');

const MEMO = [
  'MEMORANDUM',
  '',
  'TO: Sarah Lin, General Counsel',
  'FROM: David Ortiz, Associate',
  'DATE: November 20, 2026',
  'RE: Enforceability of the non-compete clause in the Reyes employment agreement',
  '',
  'QUESTION PRESENTED',
  '',
  'Can the company enforce the twelve-month non-compete clause in its employment agreement with former sales director Maria Reyes, who has joined a competitor in the same city?',
  '',
  'BRIEF ANSWER',
  '',
  'Probably not in full. A court is likely to find the clause’s nationwide scope unreasonable, but may narrow it to the three counties where Ms. Reyes actually worked.',
  '',
  'DISCUSSION',
  '',
  'Courts in this state enforce non-compete clauses only to the extent they are reasonable in time, place and scope, and only to protect a legitimate business interest, such as trade secrets or customer relationships. The twelve-month term is likely reasonable. Courts here have upheld terms of up to two years for senior sales staff.',
  '',
  'The nationwide scope is likely unreasonable. Ms. Reyes sold only in three counties, and the company does not do business in most of the country.',
  '',
  'RECOMMENDATION',
  '',
  'I recommend that we send Ms. Reyes a letter reminding her of her obligations rather than file suit now.',
].join('\n');

describe('a textbook chapter', () => {
  it('has its numbered questions as its parts’ titles', () => {
    const headings = segmentDocument(CHAPTER, { language: 'en' })
      .units.filter((u) => u.kind === 'heading')
      .map((u) => u.text);
    expect(headings).toContain('4.1 What is photosynthesis?');
  });

  it('never gives its review questions as what it says', () => {
    for (const level of [1, 2, 3, 4, 5] as const) {
      const summary = summarize(CHAPTER, { level, language: 'en' }).markdown;
      expect(summary).not.toMatch(/Where in the cell|What are the products|Why do some greenhouses/u);
    }
  });
});

describe('a legal memo', () => {
  it('has its subject for its title, and says its question and brief answer at level 1', () => {
    const title = segmentDocument(MEMO, { language: 'en' }).units.find((u) => u.kind === 'heading');
    expect(title?.text).toBe('Enforceability of the non-compete clause in the Reyes employment agreement');
    const brief = summarize(MEMO, { level: 1, language: 'en' }).markdown;
    expect(brief).not.toContain('RE:');
    expect(brief).toContain('may narrow it to the three counties');
  });
});
