import { describe, expect, it } from 'vitest';
import { requiredCreditFor, summariesAvailable } from './credits.ts';
import { resolveRules } from './rules.ts';

describe('requiredCreditFor', () => {
  it.each([
    [1, 'regular'],
    [25_000, 'regular'],
    [25_001, 'ultra_large_100k'],
    [100_000, 'ultra_large_100k'],
    [100_001, 'ultra_large_500k'],
    [500_000, 'ultra_large_500k'],
    [500_001, 'ultra_large_1m'],
    [5_000_000, 'ultra_large_1m'],
  ])('a document of %i words needs a %s credit', (words, expected) => {
    const required = requiredCreditFor(words);
    expect(required.kind === 'regular' ? 'regular' : required.credit.creditType).toBe(expected);
  });
});

describe('summariesAvailable', () => {
  it('adds unused free summaries to paid credits and never goes below the paid credits', () => {
    expect(summariesAvailable(3, 0, 0)).toBe(3);
    expect(summariesAvailable(3, 2, 5)).toBe(6);
    expect(summariesAvailable(3, 7, 1)).toBe(1);
    expect(summariesAvailable(1, 0, 0)).toBe(1);
  });
});

describe('resolveRules', () => {
  it('keeps defaults for overrides that are not set', () => {
    const rules = resolveRules({ freeSummaries: 1, singleCreditCents: undefined });
    expect(rules.freeSummaries).toBe(1);
    expect(rules.singleCreditCents).toBe(100);
  });
});
