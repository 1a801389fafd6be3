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

  it('counts a compound written without spaces once, as one whitespace-separated token', () => {
    expect(countWords('a third warehouse in the south-east, subject to review', 'en')).toBe(9);
    expect(countWords('a twelve-month term for first-year students', 'en')).toBe(6);
    expect(countWords('R&D and Q&A, and/or 2019–2020, 24/7 support', 'en')).toBe(7);
    expect(countWords('Write to sales@example.com or see https://example.com/a-b?q=1 now', 'en')).toBe(7);
    expect(countWords('Revenue reached $18.4 million, up 12% (3.5% above plan) at 10:30.', 'en')).toBe(11);
    expect(countWords('Die E-Mail-Adresse', 'de')).toBe(2);
    expect(countWords("c'est-à-dire aujourd'hui, dit-il", 'fr')).toBe(3);
    expect(countWords('кто-то из них', 'ru')).toBe(3);
    expect(countWords('세계-평화 만세', 'ko')).toBe(2);
  });

  it('does not count a mark standing alone, however it is spaced', () => {
    expect(countWords('costs — and risks', 'en')).toBe(3);
    expect(countWords('costs -- and & risks / 2', 'en')).toBe(4);
    expect(countWords('- first item\n- second item', 'en')).toBe(4);
    expect(countWords('— & % / -', 'en')).toBe(0);
  });

  it('keeps words of unspaced scripts apart, whatever mark stands between them', () => {
    // 我们 / 今天 and 东京 / 大阪: a comma or hyphen between dictionary words does not join them.
    expect(countWords('我们,今天', 'zh')).toBe(2);
    expect(countWords('東京-大阪', 'ja')).toBe(2);
    expect(countWords('สวัสดี-ครับ', 'th')).toBe(2);
    // Next to a spaced-script word as well.
    expect(countWords('東京-Osaka', 'ja')).toBe(2);
  });

  it('counts a long text paragraph by paragraph with the same result as piece by piece', () => {
    const paragraph = 'The quick brown fox jumps over the lazy dog. '.repeat(200);
    const text = Array.from({ length: 20 }, () => paragraph).join('\n\n');
    expect(countWords(text, 'en')).toBe(9 * 200 * 20);
  });
});
