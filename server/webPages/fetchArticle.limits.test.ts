import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { URL_MAX_WORDS } from '../../shared/domain/index.ts';
import { AppError } from '../http/errors.ts';
import { type FetchArticleOptions, fetchArticle } from './fetchArticle.ts';
import { failure, html, localSitesPerTest } from './testing/helpers.ts';
import { localOptions, SITE_HOST, startRawSite } from './testing/localSite.ts';
import { longArticlePage, longArticleText } from './testing/pages.ts';

/** Size, time and word limits, and servers that misbehave: every case ends in a clear error. */

const { serve, fetchFrom, track } = localSitesPerTest();

describe('limits', () => {
  test('refuses a page larger than the size cap', async () => {
    const big = `<html><body>${'<p>filler text here</p>'.repeat(60_000)}</body></html>`;
    const error = await failure(fetchFrom(html(big), '/', { maxBytes: 1024 * 1024 }));
    expect(error.code).toBe('url_too_large');
    expect(error.message).toMatch(/^This page is larger than 1 MB/);
  });

  test('stops reading an endless stream at the size cap', async () => {
    let sent = 0;
    const error = await failure(
      fetchFrom(
        (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/html' });
          const chunk = Buffer.alloc(64 * 1024, 'a');
          const pump = () => {
            while (!response.destroyed && response.write(chunk)) sent += chunk.length;
            if (!response.destroyed) response.once('drain', pump);
          };
          pump();
        },
        '/',
        { maxBytes: 512 * 1024 },
      ),
    );
    expect(error.code).toBe('url_too_large');
    // The server could only push what socket buffers took before the fetcher hung up.
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });

  test('applies the size cap to decompressed bytes (gzip bomb)', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024, ' '), { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await failure(
      fetchFrom(
        (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
          response.end(bomb);
        },
        '/',
        { maxBytes: 2 * 1024 * 1024 },
      ),
    );
    expect(error.code).toBe('url_too_large');
  });

  test('refuses early when Content-Length says the page is too large', async () => {
    let bodyStarted = false;
    const error = await failure(
      fetchFrom((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
        response.flushHeaders();
        setTimeout(() => {
          bodyStarted = true;
          response.destroy();
        }, 2000).unref();
      }),
    );
    expect(error.code).toBe('url_too_large');
    expect(bodyStarted).toBe(false);
  });

  test('gives up on a site that never answers', async () => {
    const error = await failure(fetchFrom(() => {}, '/', { timeoutMs: 300 }));
    expect(error.code).toBe('url_timeout');
    expect(error.message).toBe('The page took too long to load (over 1 second). Please try again later.');
  });

  test('gives up on a site that goes quiet', async () => {
    const error = await failure(
      fetchFrom(
        (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.write('<html><body><p>Start of');
        },
        '/',
        { idleTimeoutMs: 200 },
      ),
    );
    expect(error.code).toBe('url_timeout');
    expect(error.message).toBe(`The site ${SITE_HOST} stopped responding. Please try again later.`);
  });

  test('gives up on a page trickling in byte by byte (slowloris)', async () => {
    const error = await failure(
      fetchFrom(
        (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/html' });
          const timer = setInterval(() => {
            if (response.destroyed) clearInterval(timer);
            else response.write('a');
          }, 20);
          response.on('close', () => clearInterval(timer));
        },
        '/',
        { timeoutMs: 600 },
      ),
    );
    expect(error.code).toBe('url_timeout');
  });

  test('the caller can cancel', async () => {
    const controller = new AbortController();
    const site = await serve(() => {});
    const pending = fetchArticle(`${site.origin}/`, localOptions({ signal: controller.signal }));
    setTimeout(() => controller.abort(new AppError('cancelled', 'Cancelled')), 50);
    const error = await failure(pending);
    expect(error.code).toBe('cancelled');
  });

  test(`keeps the first ${URL_MAX_WORDS} words of a longer article, cut between paragraphs`, async () => {
    const paragraphs = longArticleText(620, 97);
    const article = await fetchFrom(html(longArticlePage(paragraphs)));
    expect(article.truncated).toBe(true);
    expect(article.notice).toBe('This article is over 50,000 words; only the first 50,000 were summarized.');
    const kept = article.text.split('\n\n');
    // 515 paragraphs of 97 words = 49,955 words; a 516th would pass the limit.
    expect(kept).toHaveLength(515);
    expect(kept.at(-1)).toBe(paragraphs[514]);
    expect(article.wordCount).toBe(515 * 97);
  }, 30_000);
});

describe('broken servers', () => {
  async function fetchRaw(onSocket: Parameters<typeof startRawSite>[0], options: FetchArticleOptions = {}) {
    const site = track(await startRawSite(onSocket));
    return failure(fetchArticle(`${site.origin}/`, localOptions(options)));
  }

  test('a server that hangs up at once', async () => {
    const error = await fetchRaw((socket) => socket.destroy());
    expect(error.code).toBe('url_fetch_failed');
    expect(error.message).toBe(`We couldn't connect to ${SITE_HOST}. Check the address or try again later.`);
  });

  test('a server that does not speak HTTP', async () => {
    const error = await fetchRaw((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n\r\n'));
    expect(error.code).toBe('url_fetch_failed');
    expect(error.message).toBe(`The site ${SITE_HOST} sent an answer that is not valid HTTP.`);
  });

  test('malformed headers', async () => {
    const error = await fetchRaw((socket) =>
      socket.end('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nThis is not a header\r\n\r\n<p>hi</p>'),
    );
    expect(error.code).toBe('url_fetch_failed');
  });

  test('endless headers', async () => {
    const error = await fetchRaw((socket) => {
      socket.write('HTTP/1.1 200 OK\r\n');
      const timer = setInterval(() => {
        if (socket.destroyed) clearInterval(timer);
        else socket.write(`X-Padding: ${'a'.repeat(4000)}\r\n`);
      }, 1);
    });
    expect(error.code).toBe('url_fetch_failed');
  });

  test('a body cut short', async () => {
    const error = await fetchRaw((socket) => {
      socket.write(
        'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100000\r\n\r\n<p>only part',
      );
      setTimeout(() => socket.destroy(), 20);
    });
    expect(error.code).toBe('url_fetch_failed');
  });

  test('an unknown or damaged compression', async () => {
    const unknown = await failure(
      fetchFrom((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'compress' });
        response.end('xxxx');
      }),
    );
    expect(unknown.message).toBe(
      `The site ${SITE_HOST} sent the page in a compression format we can't read.`,
    );
    const damaged = await failure(
      fetchFrom((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        response.end(Buffer.from('this is not gzip at all'));
      }),
    );
    expect(damaged.message).toBe(`The site ${SITE_HOST} sent a damaged compressed page.`);
  });
});
