import { describe, expect, it } from 'vitest';
import { estimateTokens, splitIntoParts } from './chunks.ts';

function pieces(text: string, budget: number) {
  return splitIntoParts(text, budget).map((part) => text.slice(part.start, part.end));
}

describe('splitIntoParts', () => {
  it('keeps a text that fits in one part', () => {
    expect(splitIntoParts('One short paragraph.', 100)).toEqual([{ start: 0, end: 20 }]);
  });

  it('cuts before headings and between paragraphs; the parts tile the whole text and each fits the budget', () => {
    const sections = Array.from({ length: 8 }, (_, s) =>
      [
        `## Part ${s}`,
        ...Array.from({ length: 4 }, (_, p) => `Sentence ${p} of part ${s} says something useful about it.`),
      ].join('\n\n'),
    );
    const text = sections.join('\n\n');
    const parts = pieces(text, 100);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.join('')).toBe(text);
    for (const part of parts) expect(estimateTokens(part)).toBeLessThanOrEqual(100);
    expect(parts.filter((part) => part.startsWith('## Part')).length).toBeGreaterThanOrEqual(
      parts.length / 2,
    );
  });

  it('splits a paragraph larger than the budget at lines, then sentences, then spaces, then characters', () => {
    const longParagraph = Array.from(
      { length: 50 },
      (_, i) => `This is sentence number ${i} of one very long paragraph.`,
    ).join(' ');
    const oneSentence = 'word '.repeat(400).trim();
    const blob = 'x'.repeat(3000);
    const text = `${longParagraph}\n\n${oneSentence}\n\n${blob}`;
    const parts = pieces(text, 100);
    expect(parts.join('')).toBe(text);
    for (const part of parts) expect(estimateTokens(part)).toBeLessThanOrEqual(100);
    // Sentences are not cut in the middle when the paragraph can be cut between them.
    for (const part of parts.filter((p) => p.startsWith('This is'))) expect(part.trimEnd()).toMatch(/\.$/);
  });

  it('never cuts a surrogate pair and counts non-ASCII text as more tokens', () => {
    const emoji = '😀'.repeat(500);
    const parts = pieces(emoji, 101);
    expect(parts.join('')).toBe(emoji);
    for (const part of parts) expect(part).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    expect(estimateTokens('日本語の文章')).toBeGreaterThan(estimateTokens('abcdef'));
  });
});
