import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FetchArticleOptions, fetchArticle, testHooks } from './fetchArticle.ts';
import { failure } from './testing/helpers.ts';
import { type LocalHttpsSite, SITE_HOST, sendHtml, startHttpsSite, TEST_CA } from './testing/localSite.ts';
import { ARTICLE_TITLE, articlePage } from './testing/pages.ts';

/** HTTPS through a pinned address: the certificate is still checked against the link's host name. */

let site: LocalHttpsSite;
beforeAll(async () => {
  site = await startHttpsSite((_request, response) => sendHtml(response, articlePage()));
});
afterAll(() => site.close());

const options = (extra: { trustedCa?: string } = {}): FetchArticleOptions => ({
  [testHooks]: { resolveHost: async () => ['127.0.0.1'], trustedLoopback: ['127.0.0.1'], ...extra },
});

describe('https', () => {
  test('connects to the checked address while TLS and Host keep the host name', async () => {
    const article = await fetchArticle(`${site.origin}/story`, options({ trustedCa: TEST_CA }));
    expect(article.title).toBe(ARTICLE_TITLE);
    expect(article.url).toBe(`https://${SITE_HOST}:${site.port}/story`);
    expect(site.serverNames).toContain(SITE_HOST);
    expect(site.requests.at(-1)).toEqual({ path: '/story', host: `${SITE_HOST}:${site.port}` });
  });

  test('refuses a certificate no authority vouches for', async () => {
    const error = await failure(fetchArticle(`${site.origin}/story`, options()));
    expect(error.code).toBe('url_fetch_failed');
    expect(error.message).toBe(
      `We couldn't open a secure connection to ${SITE_HOST}: its certificate or encryption is not valid.`,
    );
  });

  test('refuses a valid certificate issued for another host name', async () => {
    const error = await failure(
      fetchArticle(`https://other.test:${site.port}/story`, options({ trustedCa: TEST_CA })),
    );
    expect(error.code).toBe('url_fetch_failed');
    expect(error.message).toMatch(/certificate or encryption is not valid/);
  });
});
