import { describe, expect, it } from 'vitest';
import { formatDuration, formatPrice, languageName, markdownToPlainText } from './summaryText.ts';

describe('summary text helpers', () => {
  it('turns Markdown into readable plain text', () => {
    expect(
      markdownToPlainText(
        '## Key points\n\n- **Revenue** grew *12%*.\n- See [the report](https://x.test).\n',
      ),
    ).toBe('Key points\n\n• Revenue grew 12%.\n• See the report (https://x.test).\n');
  });

  it('formats prices, durations and languages', () => {
    expect(formatPrice(8900)).toBe('$89');
    expect(formatPrice(999)).toBe('$9.99');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(4200)).toBe('4.2 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(languageName('de')).toBe('German');
  });
});
