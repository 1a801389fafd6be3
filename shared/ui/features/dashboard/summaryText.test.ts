import { describe, expect, it } from 'vitest';
import { formatPrice, languageName } from './summaryText.ts';

describe('summary text helpers', () => {
  it('formats prices and languages', () => {
    expect(formatPrice(8900)).toBe('$89');
    expect(formatPrice(999)).toBe('$9.99');
    expect(languageName('de')).toBe('German');
  });
});
