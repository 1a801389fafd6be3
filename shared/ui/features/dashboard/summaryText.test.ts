import { describe, expect, it } from 'vitest';
import { formatPrice, languageName, markdownToPlainText } from './summaryText.ts';

describe('summary text helpers', () => {
  it('turns Markdown into readable plain text', () => {
    expect(
      markdownToPlainText(
        '## Key points\n\n- **Revenue** grew *12%*.\n- See [the report](https://x.test).\n',
      ),
    ).toBe('Key points\n\n• Revenue grew 12%.\n• See the report (https://x.test).\n');
  });

  it('formats prices and languages', () => {
    expect(formatPrice(8900)).toBe('$89');
    expect(formatPrice(999)).toBe('$9.99');
    expect(languageName('de')).toBe('German');
  });
});
