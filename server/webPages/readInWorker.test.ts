import { describe, expect, test } from 'vitest';
import { AppError } from '../http/errors.ts';
import { readArticle } from './readArticle.ts';
import { INLINE_MAX_CHARS, readArticleIsolated } from './readInWorker.ts';
import { articlePage, LOGIN_PAGE, longArticlePage, longArticleText } from './testing/pages.ts';

/**
 * A page no thread reads within a 1 ms budget: 12,000 words. (A short page could come back before the
 * budget's timer fires, and a test of the budget would pass or fail by chance.)
 */
const slowPage = () => longArticlePage(longArticleText(300, 40));

/** Pads a page past the in-place limit with script text, which no reader keeps. */
function padded(html: string): string {
  const padding = `<script>/*${'x'.repeat(INLINE_MAX_CHARS)}*/</script>`;
  return html.replace('</head>', `${padding}</head>`);
}

describe('readArticleIsolated', () => {
  test('reads a large page in a worker thread with the same result as in place', async () => {
    const html = longArticlePage(longArticleText(300, 40));
    expect(html.length).toBeGreaterThan(INLINE_MAX_CHARS);
    const isolated = await readArticleIsolated(html, 'fallback');
    expect(isolated).toEqual(readArticle(html, 'fallback'));
    expect(isolated.wordCount).toBe(12_000);
  }, 30_000);

  test('carries the reason a page cannot be read across the thread boundary', async () => {
    const error = await readArticleIsolated(padded(LOGIN_PAGE), 'fallback').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('url_unsupported');
    expect((error as AppError).details.kind).toBe('login');
  }, 30_000);

  test('gives up on a page that takes longer than the budget', async () => {
    const error = await readArticleIsolated(slowPage(), 'fallback', { budgetMs: 1 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('url_too_large');
    expect((error as AppError).message).toBe(
      'This page is too large or complex for us to read. Save it as a file and upload it instead.',
    );
  });

  test('a stopped thread is replaced: the next page is read', async () => {
    await expect(readArticleIsolated(slowPage(), 'fallback', { budgetMs: 1 })).rejects.toThrow(AppError);
    const article = await readArticleIsolated(padded(articlePage()), 'fallback');
    expect(article.title).toBe(readArticle(articlePage(), 'fallback').title);
  }, 30_000);

  test('pages beyond the pool size wait their turn and are all read', async () => {
    const pages = [1, 2, 3, 4].map((count) => longArticlePage(longArticleText(100 * count, 40)));
    const articles = await Promise.all(pages.map((page) => readArticleIsolated(page, 'fallback')));
    expect(articles.map((article) => article.wordCount)).toEqual([4000, 8000, 12_000, 16_000]);
  }, 60_000);

  test('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = readArticleIsolated(padded(articlePage()), 'fallback', { signal: controller.signal });
    controller.abort(new Error('client went away'));
    await expect(pending).rejects.toThrow('client went away');
  });

  test('small pages are read in place', async () => {
    const html = articlePage();
    expect(html.length).toBeLessThan(INLINE_MAX_CHARS);
    expect(await readArticleIsolated(html, 'fallback')).toEqual(readArticle(html, 'fallback'));
  });
});
