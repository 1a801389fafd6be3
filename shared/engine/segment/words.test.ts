import { describe, expect, it } from 'vitest';
import { countWords, countWordsIn } from './words.ts';

describe('countWords', () => {
  it('counts words, not characters, in Chinese, Japanese and Thai', () => {
    // 我们 / 今天 / 去 / 公园 / 玩
    expect(countWords('我们今天去公园玩。', 'zh')).toBe(5);
    const japanese = countWords('東京は日本の首都です。', 'ja');
    expect(japanese).toBeGreaterThanOrEqual(5);
    expect(japanese).toBeLessThan('東京は日本の首都です'.length);
    // สวัสดี / ครับ / ผม / ชื่อ / สมชาย
    expect(countWords('สวัสดีครับ ผมชื่อสมชาย', 'th')).toBe(5);
  });

  it('counts words of spaced languages and ignores punctuation and markup', () => {
    expect(countWords('Hello, world! This is — a test.', 'en')).toBe(6);
    expect(countWords('## Title\n\n- one item\n- two items', 'en')).toBe(5);
    expect(countWordsIn('Привет, мир!', 'ru')).toBe(2);
  });

  it('counts a long text paragraph by paragraph with the same result as piece by piece', () => {
    const paragraph = 'The quick brown fox jumps over the lazy dog. '.repeat(200);
    const text = Array.from({ length: 20 }, () => paragraph).join('\n\n');
    expect(countWords(text, 'en')).toBe(9 * 200 * 20);
  });
});
