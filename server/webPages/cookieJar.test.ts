import { describe, expect, test } from 'vitest';
import { CookieJar } from './cookieJar.ts';

describe('CookieJar', () => {
  test('sends cookies back to the host that set them, and to no other', () => {
    const jar = new CookieJar();
    jar.remember('news.example', { 'set-cookie': ['a=1; Path=/; Secure', 'b=two; Domain=example'] });
    expect(jar.headerFor('NEWS.example')).toBe('a=1; b=two');
    expect(jar.headerFor('other.example')).toBeUndefined();
    expect(jar.headerFor('sub.news.example')).toBeUndefined();
  });

  test('replaces and deletes cookies', () => {
    const jar = new CookieJar();
    jar.remember('news.example', { 'set-cookie': ['a=1', 'b=2'] });
    jar.remember('news.example', { 'set-cookie': ['a=3', 'b=; Max-Age=0'] });
    expect(jar.headerFor('news.example')).toBe('a=3');
  });

  test('ignores malformed and oversized cookies and caps their number', () => {
    const jar = new CookieJar();
    const many = Array.from({ length: 50 }, (_, index) => `c${index}=v`);
    jar.remember('news.example', {
      'set-cookie': ['novalue', '=nameless', `big=${'x'.repeat(5000)}`, ...many],
    });
    const header = jar.headerFor('news.example') ?? '';
    expect(header.split('; ')).toHaveLength(30);
    expect(header).not.toContain('big=');
    expect(header).not.toContain('novalue');
  });
});
