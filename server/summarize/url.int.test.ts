import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { fetchArticle, testHooks } from '../webPages/fetchArticle.ts';
import { type LocalSite, SITE_HOST, startSite } from '../webPages/testing/localSite.ts';
import {
  ARTICLE_TITLE,
  articlePage,
  LOGIN_PAGE,
  longArticlePage,
  longArticleText,
} from '../webPages/testing/pages.ts';

let site: LocalSite;

beforeAll(async () => {
  const long = longArticlePage(longArticleText(12, 90));
  site = await startSite((request, response) => {
    const pages: Record<string, string> = { '/article': articlePage(), '/long': long, '/login': LOGIN_PAGE };
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? '<html><body>Not found</body></html>');
  });
});
afterAll(() => site.close());
// The real fetcher; only DNS is pointed at the local site (the fetcher refuses loopback otherwise).
const harness = withTestServer(
  {},
  {
    fetchArticle: (url, options) =>
      fetchArticle(url, {
        ...options,
        [testHooks]: {
          resolveHost: async (host) => (host === SITE_HOST ? ['127.0.0.1'] : []),
          trustedLoopback: ['127.0.0.1'],
        },
      }),
  },
);

const visitor = () => createTestClient(harness.server.url, { origin: harness.server.config.publicUrl });

describe('POST /api/analyze-url (free demo)', () => {
  it("summarizes a short article under the page's title", async () => {
    const answer = await visitor().json('POST', '/api/analyze-url', { url: `${site.origin}/article` });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      filename: ARTICLE_TITLE,
      isFree: true,
      processed: true,
      requiresPayment: false,
    });
    expect(String(answer.body.summary)).toMatch(/bee/i);
  });

  it('asks for sign-up for a long article', async () => {
    const answer = await visitor().json('POST', '/api/analyze-url', { url: `${site.origin}/long` });
    expect(answer.body).toMatchObject({
      requiresPayment: true,
      summary: null,
      message: 'Over 1 page - Sign up to use',
    });
  });

  it("explains pages it won't read, and refuses internal addresses", async () => {
    const empty = await visitor().json('POST', '/api/analyze-url', { url: '' });
    expect(empty).toMatchObject({ status: 400, body: { message: 'url: Please enter a URL to analyze' } });
    const invalid = await visitor().json('POST', '/api/analyze-url', { url: 'ftp://example.com/file' });
    expect(invalid).toMatchObject({ status: 400, body: { error: 'url_invalid' } });
    const login = await visitor().json('POST', '/api/analyze-url', { url: `${site.origin}/login` });
    expect(login).toMatchObject({ status: 422, body: { error: 'url_unsupported', kind: 'login' } });
    const internal = await visitor().json('POST', '/api/analyze-url', { url: 'http://localhost/admin' });
    expect(internal).toMatchObject({ status: 400, body: { error: 'url_forbidden' } });
  });
});

describe('POST /api/upload-url (signed in)', () => {
  it('summarizes a web page with a free summary and lists it with its title', async () => {
    const { client } = await signUp(harness.server, { email: 'reader@example.com' });
    const answer = await client.json('POST', '/api/upload-url', {
      url: `${site.origin}/long`,
      compressionLevel: 2,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      filename: expect.any(String),
      creditUsed: 'free',
      stats: { level: 2 },
    });
    expect((await client.json('GET', '/api/auth/user')).body).toMatchObject({ freeDocumentsUsed: 1 });
    const failed = await client.json('POST', '/api/upload-url', { url: `${site.origin}/login` });
    expect(failed.status).toBe(422);
    expect((await client.json('GET', '/api/auth/user')).body).toMatchObject({ freeDocumentsUsed: 1 });
  });
});
