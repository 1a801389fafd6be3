import { describe, expect, test } from 'vitest';
import { metaRefreshTarget } from './metaRefresh.ts';

const here = new URL('https://short.example/abc');
const page = (meta: string) =>
  `<html><head>${meta}<title>Moved</title></head><body>Redirecting…</body></html>`;

describe('metaRefreshTarget', () => {
  test.each([
    ['<meta http-equiv="refresh" content="0; url=https://news.example/story">', 'https://news.example/story'],
    ['<meta http-equiv="Refresh" content="0;URL=\'/story\'">', 'https://short.example/story'],
    ["<meta content='1; url=https://news.example/a' http-equiv='refresh'>", 'https://news.example/a'],
    ['<META HTTP-EQUIV=REFRESH CONTENT="0;https://news.example/b">', 'https://news.example/b'],
  ])('follows %s', (meta, target) => {
    expect(metaRefreshTarget(page(meta), here)).toBe(target);
  });

  test.each([
    ['a slow refresh', '<meta http-equiv="refresh" content="300; url=https://news.example/">'],
    ['a reload of the page itself', '<meta http-equiv="refresh" content="0; url=/abc#top">'],
    ['a refresh without a target', '<meta http-equiv="refresh" content="0">'],
    ['another meta', '<meta name="description" content="0; url=https://news.example/">'],
  ])('ignores %s', (_name, meta) => {
    expect(metaRefreshTarget(page(meta), here)).toBeUndefined();
  });

  test('only looks near the top of the page', () => {
    const late = `<html><body>${'x'.repeat(10_000)}<meta http-equiv="refresh" content="0; url=/late"></body></html>`;
    expect(metaRefreshTarget(late, here)).toBeUndefined();
  });
});
