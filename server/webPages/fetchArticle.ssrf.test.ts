import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FetchArticleOptions, fetchArticle, testHooks } from './fetchArticle.ts';
import { failure } from './testing/helpers.ts';
import { type LocalSite, SITE_HOST, sendHtml, startSite } from './testing/localSite.ts';
import { articlePage } from './testing/pages.ts';

/**
 * The fetcher must never reach an internal address: not through the link itself, its host name,
 * a redirect, or a DNS answer that changes between the check and the connection.
 */

/** A resolver that records the names it was asked for. */
function resolver(table: Record<string, string[]>, asked: string[] = []) {
  return {
    asked,
    resolveHost: async (hostname: string) => {
      asked.push(hostname);
      const answer = table[hostname];
      if (!answer) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return answer;
    },
  };
}

// A server on 127.0.0.1 stands for every internal service: no refused fetch may reach it.
let canary: LocalSite;
beforeAll(async () => {
  canary = await startSite((_request, response) => sendHtml(response, articlePage()));
});
afterAll(() => canary.close());

describe('links that are not http(s) URLs', () => {
  test.each([
    ['', 'Please enter a URL to analyze'],
    ['   ', 'Please enter a URL to analyze'],
    ['example.com/article', 'Please enter a valid URL starting with http:// or https://'],
    ['ftp://example.com/file.txt', 'Please enter a valid URL starting with http:// or https://'],
    ['file:///etc/passwd', 'Please enter a valid URL starting with http:// or https://'],
    ['javascript:alert(1)', 'Please enter a valid URL starting with http:// or https://'],
    ['gopher://127.0.0.1:6379/_INFO', 'Please enter a valid URL starting with http:// or https://'],
    ['http://', 'Please enter a valid URL starting with http:// or https://'],
    ['http://exa mple.com/', 'Please enter a valid URL starting with http:// or https://'],
  ])('%j is refused as invalid', async (input, message) => {
    const error = await failure(fetchArticle(input));
    expect(error.status).toBe(400);
    expect(error.code).toBe('url_invalid');
    expect(error.message).toBe(message);
  });

  test('credentials in the link are refused', async () => {
    const error = await failure(fetchArticle('https://admin:secret@example.com/'));
    expect(error.code).toBe('url_invalid');
    expect(error.message).toMatch(/user name or password/);
  });
});

describe('IP literals', () => {
  const literals = [
    'http://127.0.0.1/',
    'http://127.0.0.1:80/admin',
    'http://127.1/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://0/',
    'http://0.0.0.0/',
    'http://10.0.0.1/',
    'http://10.255.1.2:8080/',
    'http://172.16.0.1/',
    'http://172.31.255.254/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0xa9fea9fe/',
    'http://198.18.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[::1]/',
    'http://[::]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://[64:ff9b::a00:1]/',
    'http://[2002:7f00:1::1]/',
    `http://127.0.0.1:${0}/`,
  ];

  test.each(literals)('%s is refused without any DNS query', async (link) => {
    const { asked, resolveHost } = resolver({});
    const target = link.replace(':0/', `:${canary.port}/`);
    const error = await failure(fetchArticle(target, { [testHooks]: { resolveHost } }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('url_forbidden');
    expect(error.message).toBe(
      'This link points to a private or internal network address, which we never fetch for security reasons.',
    );
    expect(asked).toEqual([]);
  });

  test('the local server was never reached', () => {
    expect(canary.requests).toEqual([]);
  });
});

describe('host names', () => {
  test.each([
    'http://localhost/',
    `http://localhost:${3000}/`,
    'http://LOCALHOST./',
    'http://app.localhost/',
    'http://intranet/',
    'http://printer.local/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://router.home.arpa/',
  ])('%s is refused by name', async (link) => {
    const { asked, resolveHost } = resolver({});
    const error = await failure(fetchArticle(link, { [testHooks]: { resolveHost } }));
    expect(error.code).toBe('url_forbidden');
    expect(error.message).toMatch(/local or internal host name/);
    expect(asked).toEqual([]);
  });

  test.each([
    [['127.0.0.1'], 'loopback'],
    [['10.1.2.3'], 'private'],
    [['169.254.169.254'], 'link-local'],
    [['::1'], 'loopback'],
    [['::ffff:192.168.0.10'], 'IPv4-mapped'],
    [['fd00::5'], 'unique-local'],
    // One internal address among public ones is enough to refuse.
    [['93.184.216.34', '10.0.0.5'], 'private'],
    [['2606:4700:4700::1111', 'fe80::1'], 'link-local'],
  ])('a name resolving to %j is refused (%s)', async (addresses, reason) => {
    const { resolveHost } = resolver({ 'articles.example.com': addresses });
    const error = await failure(
      fetchArticle('https://articles.example.com/story', { [testHooks]: { resolveHost } }),
    );
    expect(error.code).toBe('url_forbidden');
    expect(error.message).toMatch(/private or internal network address/);
    expect(error.cause).toMatch(reason);
    expect(error.details).toEqual({});
  });

  test('a name that does not resolve gets a clear message', async () => {
    const { resolveHost } = resolver({});
    const error = await failure(fetchArticle('https://nowhere.example/', { [testHooks]: { resolveHost } }));
    expect(error.code).toBe('url_fetch_failed');
    expect(error.message).toBe("We couldn't find the site nowhere.example. Check the address and try again.");
  });

  test.each([22, 25, 3306, 6379, 9200, 11211])('port %i of a public host is refused', async (port) => {
    const { resolveHost } = resolver({ 'articles.example.com': ['93.184.216.34'] });
    const error = await failure(
      fetchArticle(`http://articles.example.com:${port}/`, { [testHooks]: { resolveHost } }),
    );
    expect(error.code).toBe('url_forbidden');
    expect(error.message).toBe(
      `This link points to port ${port}. Only pages on the standard web ports (80, 443, 8080, 8443) can be summarized.`,
    );
  });
});

describe('redirects', () => {
  let site: LocalSite;
  let redirectTo = '';
  beforeAll(async () => {
    site = await startSite((request: http.IncomingMessage, response: http.ServerResponse) => {
      if (request.url === '/go') {
        response.writeHead(302, { location: redirectTo });
        response.end();
        return;
      }
      sendHtml(response, articlePage());
    });
  });
  afterAll(() => site.close());

  const trustedSite = (table: Record<string, string[]> = {}): FetchArticleOptions => ({
    [testHooks]: {
      resolveHost: resolver({ [SITE_HOST]: ['127.0.0.1'], ...table }).resolveHost,
      trustedLoopback: ['127.0.0.1'],
    },
  });

  test.each([
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://10.0.0.1/',
    'http://192.168.0.1:8080/',
    'http://[::1]/',
    'http://[::ffff:10.0.0.1]/',
    // 127.0.0.2: these tests trust 127.0.0.1 itself as their stand-in public site.
    'http://2130706434/',
    'http://0x0a.0.0.1/',
    'http://internal.example.com/',
  ])('a redirect to %s is refused', async (location) => {
    redirectTo = location;
    const error = await failure(
      fetchArticle(`${site.origin}/go`, trustedSite({ 'internal.example.com': ['192.168.1.20'] })),
    );
    expect(error.code).toBe('url_forbidden');
    expect(error.message).toBe(
      'This link redirects to a private or internal network address, which we never fetch for security reasons.',
    );
  });

  test('a redirect to localhost by name is refused', async () => {
    redirectTo = `http://localhost:${canary.port}/`;
    const error = await failure(fetchArticle(`${site.origin}/go`, trustedSite()));
    expect(error.code).toBe('url_forbidden');
    expect(error.message).toMatch(/redirects to a local or internal host name/);
  });

  test('a redirect to another scheme is refused', async () => {
    redirectTo = 'file:///etc/passwd';
    const error = await failure(fetchArticle(`${site.origin}/go`, trustedSite()));
    expect(error.code).toBe('url_forbidden');
    expect(error.message).toBe('This link redirects to an address that is not a web page (file:).');
  });

  test('a redirect carrying credentials is refused', async () => {
    redirectTo = `http://user:pw@${SITE_HOST}:${site.port}/article`;
    const error = await failure(fetchArticle(`${site.origin}/go`, trustedSite()));
    expect(error.code).toBe('url_invalid');
  });

  test('none of the refused redirects reached the local server', () => {
    expect(canary.requests).toEqual([]);
  });
});

describe('test hooks', () => {
  test('trusting only covers loopback addresses', async () => {
    const options: FetchArticleOptions = {
      [testHooks]: { resolveHost: async () => ['10.0.0.1'], trustedLoopback: ['10.0.0.1'] },
    };
    const error = await failure(fetchArticle('http://articles.example.com/', options));
    expect(error.code).toBe('url_forbidden');
  });

  test('cannot be set from JSON input', async () => {
    const fromJson = JSON.parse(
      '{"trustedLoopback":["127.0.0.1"],"testHooks":{"trustedLoopback":["127.0.0.1"]}}',
    ) as FetchArticleOptions;
    const error = await failure(fetchArticle(`http://127.0.0.1:${canary.port}/`, fromJson));
    expect(error.code).toBe('url_forbidden');
    expect(canary.requests).toEqual([]);
  });

  test('are not part of the module entry', async () => {
    const entry = await import('./index.ts');
    expect(Object.keys(entry)).not.toContain('testHooks');
  });
});
