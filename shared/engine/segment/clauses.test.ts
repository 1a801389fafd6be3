import { describe, expect, it } from 'vitest';
import { splitIntoClauses, splitLongSentence } from './clauses.ts';

const pieces = (text: string, minWords: number) =>
  splitIntoClauses(text, { start: 0, end: text.length }, 'en', minWords).map((span) =>
    text.slice(span.start, span.end),
  );

describe('clauses of a long sentence', () => {
  it('are never a name and the aside that describes it without their verb', () => {
    expect(
      pieces(
        'Acme, a startup renting electric cargo bikes to businesses, announced today an $18 million round, its largest since it was founded.',
        4,
      ),
    ).toEqual([
      'Acme, a startup renting electric cargo bikes to businesses, announced today an $18 million round,',
      'its largest since it was founded.',
    ]);
    expect(pieces('In this paper, we propose a method, which learns from few examples.', 3)).toEqual([
      'In this paper,',
      'we propose a method,',
      'which learns from few examples.',
    ]);
  });

  it('are cut at commas, semicolons and colons that a space follows', () => {
    expect(pieces('The board met in March, it approved the plan; the work starts in May.', 3)).toEqual([
      'The board met in March,',
      'it approved the plan;',
      'the work starts in May.',
    ]);
  });

  it('are never cut inside a number or a time ("$48,500", "10:30")', () => {
    const text = 'The Board awards the contract to Northside for $48,500, to be paid at 10:30 on Monday.';
    expect(pieces(text, 3)).toEqual([
      'The Board awards the contract to Northside for $48,500,',
      'to be paid at 10:30 on Monday.',
    ]);
  });

  it('are cut after a full-width comma, which no space follows', () => {
    expect(pieces('董事会在三月开会，批准了这项计划，工程将于五月开始。', 1)).toHaveLength(3);
  });
});

describe('text without punctuation (captions, dictation)', () => {
  const captions =
    'so today we are going to talk about how to make sourdough bread at home and it’s a lot easier than most people think you only need flour water and salt plus your starter which is the thing that makes the bread rise so the first thing you want to do is feed your starter the night before you bake then you mix about five hundred grams of flour with water';
  const spans = splitLongSentence(captions, { start: 0, end: captions.length }, 'en');
  const texts = spans.map((span) => captions.slice(span.start, span.end));

  it('is cut where a clause opens ("so", "then", "which"), not at any twentieth space', () => {
    expect(texts.length).toBeGreaterThan(3);
    expect(texts.slice(1).every((t) => /^(so|then|which|and it’s|you) /.test(t))).toBe(true);
    expect(texts).toContain(
      'so the first thing you want to do is feed your starter the night before you bake',
    );
  });

  it('keeps "flour water and salt" whole: "and" opens a clause only before an opener ("and it’s")', () => {
    expect(texts.some((t) => t.startsWith('and salt'))).toBe(false);
    expect(texts.some((t) => t.startsWith('and it’s'))).toBe(true);
  });

  it('marks a piece cut at a plain space as starting mid-clause, and a piece cut at an opener not', () => {
    const run = 'alpha beta gamma delta '.repeat(20).trim();
    const plain = splitLongSentence(run, { start: 0, end: run.length }, 'en');
    expect(plain.length).toBeGreaterThan(1);
    expect(plain.slice(1).every((span) => span.midClause)).toBe(true);
    expect(spans.slice(1).some((span) => span.midClause)).toBe(false);
  });
});
