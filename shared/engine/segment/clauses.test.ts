import { describe, expect, it } from 'vitest';
import { splitIntoClauses } from './clauses.ts';

const pieces = (text: string, minWords: number) =>
  splitIntoClauses(text, { start: 0, end: text.length }, 'en', minWords).map((span) =>
    text.slice(span.start, span.end),
  );

describe('clauses of a long sentence', () => {
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
