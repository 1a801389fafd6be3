import { describe, expect, it } from 'vitest';
import { countWords } from '../../../engine/segment/words.ts';
import { pastedWordCount } from './demoStore.ts';
import { DEMO_SAMPLES } from './samples.ts';

/** SPEC section 5's rule for the paste tab: whitespace-separated tokens. */
const whitespaceTokens = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

describe("the paste tab's live word count", () => {
  it.each(DEMO_SAMPLES.map((sample) => [sample.label, sample.text] as const))(
    'shows for the %s sample the whitespace tokens, which is what the server counts',
    (_label, text) => {
      expect(pastedWordCount(text)).toBe(whitespaceTokens(text));
      // The server's count of a pasted text (analysis without a language) is the engine's.
      expect(pastedWordCount(text)).toBe(countWords(text));
    },
  );

  it('agrees with the whitespace tokens on hyphenated, numeric and symbol-joined words', () => {
    const text =
      'The twelve-month plan (see p. 4) costs $4,500 — 12% less than 2023–2024; R&D and/or sales@example.com.';
    // The one difference: the lone dash is no word.
    expect(pastedWordCount(text)).toBe(whitespaceTokens(text) - 1);
  });

  it('counts nothing for blank text and the words of unspaced scripts', () => {
    expect(pastedWordCount('')).toBe(0);
    expect(pastedWordCount('  \n\t ')).toBe(0);
    // 我们 / 今天 / 去 / 公园 / 玩: one whitespace token, five words.
    expect(pastedWordCount('我们今天去公园玩。')).toBe(5);
  });
});
