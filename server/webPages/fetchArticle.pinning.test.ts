import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FetchArticleOptions, fetchArticle, testHooks } from './fetchArticle.ts';
import { failure } from './testing/helpers.ts';
import { type LocalSite, SITE_HOST, sendHtml, startSite } from './testing/localSite.ts';
import { articlePage } from './testing/pages.ts';

/**
 * The connection goes to the address that was checked: a DNS answer that changes afterwards
 * (rebinding) cannot move it, in either address family.
 */

describe('DNS rebinding', () => {
  // "public" stands for the address the check approved; "internal" for where a second DNS answer
  // would point. Both listen on the same port, so only the pinned address tells them apart.
  let publicSite: LocalSite;
  let internalSite: LocalSite;
  beforeAll(async () => {
    publicSite = await startSite((_request, response) => sendHtml(response, articlePage()));
    internalSite = await startSite(
      (_request, response) => sendHtml(response, '<p>internal secrets</p>'),
      '127.0.0.2',
      publicSite.port,
    );
  });
  afterAll(async () => {
    await publicSite.close();
    await internalSite.close();
  });

  /** Answers 127.0.0.1 (trusted as public) the first time, 127.0.0.2 (internal) afterwards. */
  function rebindingOptions(asked: string[]): FetchArticleOptions {
    return {
      [testHooks]: {
        resolveHost: async (hostname: string) => {
          asked.push(hostname);
          return asked.length === 1 ? ['127.0.0.1'] : ['127.0.0.2'];
        },
        trustedLoopback: ['127.0.0.1'],
      },
    };
  }

  test('the connection goes to the address that was checked, not to a later DNS answer', async () => {
    const asked: string[] = [];
    const article = await fetchArticle(`${publicSite.origin}/story`, rebindingOptions(asked));
    expect(article.text).toContain('Rooftop hives');
    expect(asked).toEqual([SITE_HOST]);
    expect(publicSite.requests).toEqual([{ path: '/story', host: `${SITE_HOST}:${publicSite.port}` }]);
    expect(internalSite.requests).toEqual([]);
  });

  test('the second answer is checked too when a redirect asks for the name again', async () => {
    const asked: string[] = [];
    const redirecting = await startSite((request, response) => {
      if (request.url === '/first') {
        response.writeHead(301, { location: '/second' });
        response.end();
      } else sendHtml(response, articlePage());
    });
    try {
      const options: FetchArticleOptions = {
        [testHooks]: {
          resolveHost: async (hostname: string) => {
            asked.push(hostname);
            return asked.length === 1 ? ['127.0.0.1'] : ['10.0.0.7'];
          },
          trustedLoopback: ['127.0.0.1'],
        },
      };
      const error = await failure(fetchArticle(`${redirecting.origin}/first`, options));
      expect(error.code).toBe('url_forbidden');
      expect(asked).toEqual([SITE_HOST, SITE_HOST]);
      expect(redirecting.requests.map((request) => request.path)).toEqual(['/first']);
    } finally {
      await redirecting.close();
    }
  });
});

describe('pinned connections over IPv6 and mixed answers', () => {
  test('an IPv6 answer is connected to as checked', async () => {
    const site = await startSite((_request, response) => sendHtml(response, articlePage()), '::1');
    try {
      const article = await fetchArticle(`${site.origin}/v6`, {
        [testHooks]: { resolveHost: async () => ['::1'], trustedLoopback: ['::1'] },
      });
      expect(article.text).toContain('Rooftop hives');
      expect(site.requests).toEqual([{ path: '/v6', host: `${SITE_HOST}:${site.port}` }]);
    } finally {
      await site.close();
    }
  });

  test('with several checked addresses, an unreachable one falls back to the next', async () => {
    const site = await startSite((_request, response) => sendHtml(response, articlePage()));
    try {
      const article = await fetchArticle(`${site.origin}/mixed`, {
        [testHooks]: {
          resolveHost: async () => ['::1', '127.0.0.1'],
          trustedLoopback: ['::1', '127.0.0.1'],
        },
      });
      expect(article.text).toContain('Rooftop hives');
    } finally {
      await site.close();
    }
  });
});
