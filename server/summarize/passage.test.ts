import { describe, expect, it } from 'vitest';
import { passageOf } from './summarizeDocument.ts';

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
});
