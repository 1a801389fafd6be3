import { describe, expect, test } from 'vitest';
import { truncateToWords, truncationNotice } from './truncate.ts';

describe('truncateToWords', () => {
  const paragraph = (index: number, words: number) =>
    [`P${index}`, ...Array.from({ length: words - 1 }, (_, n) => `w${n}`)].join(' ');

  test('leaves text within the limit alone', () => {
    const text = `${paragraph(1, 10)}\n\n${paragraph(2, 10)}`;
    expect(truncateToWords(text, 20)).toEqual({ text, wordCount: 20, truncated: false });
  });

  test('cuts at the last paragraph boundary within the limit', () => {
    const text = [paragraph(1, 10), paragraph(2, 10), paragraph(3, 10)].join('\n\n');
    const kept = truncateToWords(text, 25);
    expect(kept.text).toBe([paragraph(1, 10), paragraph(2, 10)].join('\n\n'));
    expect(kept.wordCount).toBe(20);
    expect(kept.truncated).toBe(true);
    expect(kept.notice).toBe('This article is over 25 words; only the first 25 were summarized.');
  });

  test('cuts inside the first paragraph only when it alone is over the limit', () => {
    const kept = truncateToWords(`${paragraph(1, 30)}\n\n${paragraph(2, 5)}`, 12);
    expect(kept.wordCount).toBe(12);
    expect(kept.text).toBe(paragraph(1, 12));
  });

  test('states the product limit in the notice', () => {
    expect(truncationNotice(50_000)).toBe(
      'This article is over 50,000 words; only the first 50,000 were summarized.',
    );
  });
});
