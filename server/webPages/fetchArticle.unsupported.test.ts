import { describe, expect, test } from 'vitest';
import { type FetchArticleOptions, fetchArticle, testHooks } from './fetchArticle.ts';
import { failure, html, localSitesPerTest } from './testing/helpers.ts';
import {
  ARTICLE_TITLE,
  articlePage,
  JAVASCRIPT_APP_PAGE,
  LOGIN_PAGE,
  PAYWALL_PAGE,
  SHORT_PAGE,
  VIDEO_PAGE,
} from './testing/pages.ts';

/** Pages we do not summarize, each with the message the user sees. */

const { fetchFrom } = localSitesPerTest();

describe('pages we cannot summarize', () => {
  test.each([401, 403])('HTTP %i is a sign-in wall', async (status) => {
    const walled = await failure(
      fetchFrom((_request, response) => {
        response.writeHead(status, { 'content-type': 'text/html' });
        response.end(LOGIN_PAGE);
      }),
    );
    expect(walled.status).toBe(422);
    expect(walled.code).toBe('url_unsupported');
    expect(walled.details.kind).toBe('login');
    expect(walled.message).toBe(
      `This page requires signing in or does not allow automated access (HTTP ${status}), so we can't read it. Copy the text from your browser and paste it instead.`,
    );
  });

  test('a page whose content is a login form', async () => {
    const error = await failure(fetchFrom(html(LOGIN_PAGE)));
    expect(error.details.kind).toBe('login');
    expect(error.message).toMatch(/asks visitors to sign in or enter a password/);
  });

  test('a paywalled article', async () => {
    const error = await failure(fetchFrom(html(PAYWALL_PAGE)));
    expect(error.details.kind).toBe('paywall');
    expect(error.message).toMatch(/behind a paywall/);
  });

  test('a long article with a subscription box is still read', async () => {
    const page = articlePage().replace(
      '</article>',
      '<div class="paywall-promo"><p>Already a subscriber? Sign in.</p></div></article>',
    );
    const article = await fetchFrom(html(page));
    expect(article.title).toBe(ARTICLE_TITLE);
  });

  test('a long article with a sign-in box in its header is still read', async () => {
    const page = articlePage().replace(
      '</header>',
      '<form action="/login"><input name="user"><input type="password" name="pw"></form></header>',
    );
    const article = await fetchFrom(html(page));
    expect(article.title).toBe(ARTICLE_TITLE);
    expect(article.text).not.toContain('pw');
  });

  test('a page rendered by JavaScript', async () => {
    const error = await failure(fetchFrom(html(JAVASCRIPT_APP_PAGE)));
    expect(error.details.kind).toBe('javascript');
    expect(error.message).toMatch(/builds its content with JavaScript/);
  });

  test('a page with too little text', async () => {
    const error = await failure(fetchFrom(html(SHORT_PAGE)));
    expect(error.details.kind).toBe('too_short');
    expect(error.message).toBe("We couldn't find enough article text on this page.");
  });

  test('a video page', async () => {
    const error = await failure(fetchFrom(html(VIDEO_PAGE)));
    expect(error.details.kind).toBe('video');
  });

  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'video', /This link is a video on YouTube/],
    ['https://youtu.be/dQw4w9WgXcQ', 'video', /YouTube/],
    ['https://vimeo.com/123456', 'video', /Vimeo/],
    ['https://x.com/someone/status/1', 'social', /X \(Twitter\)/],
    ['https://mobile.twitter.com/someone', 'social', /X \(Twitter\)/],
    ['https://www.facebook.com/page', 'social', /Facebook/],
    ['https://www.instagram.com/p/abc/', 'social', /Instagram/],
    ['https://www.tiktok.com/@someone/video/1', 'social', /TikTok/],
    ['https://www.linkedin.com/posts/abc', 'social', /LinkedIn/],
  ])('%s is refused before any request', async (link, kind, message) => {
    const asked: string[] = [];
    const options: FetchArticleOptions = {
      [testHooks]: {
        resolveHost: async (hostname: string) => {
          asked.push(hostname);
          return ['127.0.0.1'];
        },
        trustedLoopback: ['127.0.0.1'],
      },
    };
    const error = await failure(fetchArticle(link, options));
    expect(asked).toEqual([]);
    expect(error.code).toBe('url_unsupported');
    expect(error.details.kind).toBe(kind);
    expect(error.message).toMatch(message);
  });

  test.each([
    [
      'application/pdf',
      'This link points to a PDF file, not a web page. Download it and upload the file instead.',
    ],
    [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'This link points to a Word document, not a web page. Download it and upload the file instead.',
    ],
    [
      'image/png',
      'This link points to image/png content, not a web page. Only HTML pages and plain text can be summarized.',
    ],
    [
      'application/json',
      'This link points to application/json content, not a web page. Only HTML pages and plain text can be summarized.',
    ],
  ])('content of type %s', async (type, message) => {
    const error = await failure(
      fetchFrom((_request, response) => {
        response.writeHead(200, { 'content-type': type });
        response.end('{}');
      }),
    );
    expect(error.code).toBe('url_unsupported');
    expect(error.details.kind).toBe('content_type');
    expect(error.message).toBe(message);
  });

  test.each([404, 410, 429, 500, 503])('HTTP %i', async (status) => {
    const error = await failure(
      fetchFrom((_request, response) => {
        response.writeHead(status, { 'content-type': 'text/html' });
        response.end(articlePage());
      }),
    );
    expect(error.code).toBe('url_fetch_failed');
    expect(error.message).toBe(`The page could not be fetched (HTTP ${status}).`);
    expect(error.details.httpStatus).toBe(status);
  });
});
