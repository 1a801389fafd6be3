import { describe, expect, it } from 'vitest';
import { CITATIONS } from '../../shared/domain/index.ts';
import { citeSentences, passageOf } from './citations.ts';

describe('passageOf', () => {
  it('gives the paragraph around the sentence', () => {
    const text = 'First paragraph here.\n\nAlpha one. Beta two. Gamma three.\n\nLast paragraph.';
    const start = text.indexOf('Beta');
    expect(passageOf(text, start, start + 'Beta two.'.length)).toBe('Alpha one. Beta two. Gamma three.');
  });

  it('keeps long paragraphs to a window around the sentence, cut at spaces', () => {
    const words = Array.from({ length: 400 }, (_, index) => `w${index}`).join(' ');
    const text = `${words} TARGET sentence. ${words}`;
    const start = text.indexOf('TARGET');
    const passage = passageOf(text, start, start + 'TARGET sentence.'.length);
    expect(passage).toContain('TARGET sentence.');
    expect(passage.startsWith('…w')).toBe(true);
    expect(passage.endsWith('…')).toBe(true);
    expect(passage.length).toBeLessThan(900);
  });

  it('stays within its window in text without spaces or blank lines (Chinese, Japanese)', () => {
    const text = '这是一个很长的句子。'.repeat(2000);
    const start = 10_000;
    const passage = passageOf(text, start, start + 10);
    expect(passage).toContain(text.slice(start, start + 10));
    expect(passage.length).toBeLessThanOrEqual(2 * CITATIONS.contextChars + 10 + 2);
  });

  it('cuts an overlong source sentence', () => {
    const text = `Intro.\n\n${'word '.repeat(1000)}end.`;
    const passage = passageOf(text, 8, text.length);
    expect(passage.length).toBeLessThanOrEqual(CITATIONS.maxSentenceChars + 1);
    expect(passage.endsWith('…')).toBe(true);
  });
});

describe('citeSentences', () => {
  it('cites at most CITATIONS.maxSentences sentences, each with its passage', () => {
    const text = 'One sentence here. '.repeat(CITATIONS.maxSentences + 500);
    const sentences = Array.from({ length: CITATIONS.maxSentences + 500 }, (_, index) => ({
      text: 'One sentence here.',
      sourceStart: index * 19,
      sourceEnd: index * 19 + 18,
    }));
    const cited = citeSentences(text, sentences);
    expect(cited).toHaveLength(CITATIONS.maxSentences);
    expect(cited[0]).toMatchObject({ sourceStart: 0, sourceEnd: 18 });
    expect(cited[0]!.passage).toContain('One sentence here.');
    // Every passage is bounded, so the whole answer is.
    for (const sentence of cited)
      expect(sentence.passage!.length).toBeLessThanOrEqual(2 * CITATIONS.contextChars + 20);
  });
});
