import type http from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { URL_MAX_WORDS } from '../../shared/domain/index.ts';
import { AppError } from '../http/errors.ts';
import { type FetchArticleOptions, fetchArticle, testHooks } from './fetchArticle.ts';
import {
  type Handler,
  type LocalSite,
  localOptions,
  SITE_HOST,
  sendHtml,
  startRawSite,
  startSite,
} from './testing/localSite.ts';
import {
  ARTICLE_TITLE,
  articlePage,
  JAVASCRIPT_APP_PAGE,
  LOGIN_PAGE,
  longArticlePage,
  longArticleText,
  PAYWALL_PAGE,
  SHORT_PAGE,
  VIDEO_PAGE,
} from './testing/pages.ts';

const sites: LocalSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

async function serve(handler: Handler): Promise<LocalSite> {
  const site = await startSite(handler);
  sites.push(site);
  return site;
}

async function fetchFrom(handler: Handler, path = '/', options: FetchArticleOptions = {}) {
  const site = await serve(handler);
  return fetchArticle(`${site.origin}${path}`, localOptions(options));
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

const html = (body: string) => (_request: http.IncomingMessage, response: http.ServerResponse) =>
  sendHtml(response, body);

/** windows-1251 bytes for ASCII and Russian letters (А..я, Ё, ё). */
function encodeWindows1251(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code >= 0x410 && code <= 0x44f) bytes.push(code - 0x410 + 0xc0);
    else if (code === 0x401) bytes.push(0xa8);
    else if (code === 0x451) bytes.push(0xb8);
    else if (code === 0x2014) bytes.push(0x97);
    else throw new Error(`cannot encode ${char}`);
  }
  return Buffer.from(bytes);
}

const RUSSIAN_PARAGRAPHS = [
  'Городской совет утвердил план озеленения набережной. Вдоль реки высадят четыреста деревьев и разобьют луга с местными травами, которые цветут с весны до осени.',
  'Жители района давно просили сделать берег удобнее для прогулок. Теперь здесь появятся скамейки, велосипедная дорожка и небольшие площадки для детей.',
  'Работы начнутся в апреле и продлятся два сезона. Деньги выделены из городского бюджета, а часть деревьев подарят местные предприятия.',
];
const RUSSIAN_PAGE = `<!DOCTYPE html><html lang="ru"><head>%META%<title>Новая набережная</title></head><body>
<article><h1>Новая набережная</h1>${RUSSIAN_PARAGRAPHS.map((text) => `<p>${text}</p>`).join('')}</article></body></html>`;

describe('reading an article', () => {
  test('extracts the article of a cluttered news page in the engine text convention', async () => {
    const site = await serve(html(articlePage()));
    const article = await fetchArticle(
      `${site.origin}/2025/03/rooftop-bees?ref=home#comments`,
      localOptions(),
    );

    expect(article.url).toBe(`${site.origin}/2025/03/rooftop-bees?ref=home#comments`);
    expect(article.title).toBe(ARTICLE_TITLE);
    expect(article.siteName).toBe('The Riverside Courier');
    expect(article.language).toBe('en');
    expect(article.truncated).toBe(false);
    expect(article.notice).toBeUndefined();

    const blocks = article.text.split('\n\n');
    expect(blocks[0]).toMatch(/^Rooftop hives have become a familiar sight/);
    expect(blocks).toContain('## Counting visits');
    expect(blocks).toContain('## More flowers, not fewer hives');
    expect(blocks).toContain(
      [
        '- visits by honey bees per flowering plant;',
        '- visits by wild bees, sorted into bumblebees and solitary species;',
        '- the area of flowering verges within five hundred metres.',
      ].join('\n'),
    );
    expect(blocks).toContain(
      'District | Hives per km² | Change in wild bee visits\nOld Town | 14 | -31%\nRiverside | 3 | -2%',
    );
    // Site furniture stays out.
    for (const clutter of ['Sport', 'Most read', 'morning briefing', 'Great read', 'Privacy', 'dataLayer']) {
      expect(article.text).not.toContain(clutter);
    }
    expect(article.wordCount).toBeGreaterThan(250);
    expect(article.wordCount).toBeLessThan(300);
    // The request went out under the page's own host name.
    expect(site.requests).toEqual([
      { path: '/2025/03/rooftop-bees?ref=home', host: `${SITE_HOST}:${site.port}` },
    ]);
  });

  test('decodes a windows-1251 page declared in the Content-Type header', async () => {
    const body = encodeWindows1251(RUSSIAN_PAGE.replace('%META%', ''));
    const article = await fetchFrom((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=windows-1251' });
      response.end(body);
    });
    expect(article.title).toBe('Новая набережная');
    expect(article.text).toContain(RUSSIAN_PARAGRAPHS[0]);
    expect(article.language).toBe('ru');
  });

  test('decodes a windows-1251 page declared only in <meta>', async () => {
    const body = encodeWindows1251(
      RUSSIAN_PAGE.replace(
        '%META%',
        '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">',
      ),
    );
    const article = await fetchFrom((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(body);
    });
    expect(article.text).toContain(RUSSIAN_PARAGRAPHS[2]);
  });

  test('reads gzip- and brotli-compressed pages', async () => {
    for (const [encoding, compress] of [
      ['gzip', zlib.gzipSync],
      ['br', zlib.brotliCompressSync],
      ['deflate', zlib.deflateSync],
    ] as const) {
      const article = await fetchFrom((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': encoding });
        response.end(compress(Buffer.from(articlePage())));
      });
      expect(article.text, encoding).toContain('## Counting visits');
    }
  });

  test('reads plain-text pages', async () => {
    const text =
      'Minutes of the annual meeting.\r\n\r\n\r\nThe members approved the budget for next year. '.repeat(10);
    const article = await fetchFrom((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(text);
    }, '/minutes.txt');
    expect(article.title).toBe(SITE_HOST);
    expect(article.text).not.toContain('\r');
    expect(article.text).not.toContain('\n\n\n');
    expect(article.wordCount).toBe(130);
  });

  test('reads an HTML page served without a Content-Type', async () => {
    const article = await fetchFrom((_request, response) => {
      response.writeHead(200);
      response.end(articlePage());
    });
    expect(article.title).toBe(ARTICLE_TITLE);
  });
});

describe('redirects', () => {
  /** /hop/N redirects to /hop/N-1; /hop/0 is the article. */
  const chain: Handler = (request, response) => {
    const hops = Number(/^\/hop\/(\d+)$/.exec(request.url ?? '')?.[1] ?? 0);
    if (hops > 0) {
      response.writeHead(hops % 2 ? 301 : 307, { location: `/hop/${hops - 1}` });
      response.end();
    } else sendHtml(response, articlePage());
  };

  test('follows up to five redirects and reports the final address', async () => {
    const site = await serve(chain);
    const article = await fetchArticle(`${site.origin}/hop/5`, localOptions());
    expect(article.url).toBe(`${site.origin}/hop/0`);
    expect(site.requests.map((request) => request.path)).toEqual([
      '/hop/5',
      '/hop/4',
      '/hop/3',
      '/hop/2',
      '/hop/1',
      '/hop/0',
    ]);
  });

  test('refuses a sixth redirect', async () => {
    const site = await serve(chain);
    const error = await failure(fetchArticle(`${site.origin}/hop/6`, localOptions()));
    expect(error.code).toBe('url_fetch_failed');
    expect(error.message).toBe('This link redirects too many times (more than 5).');
    expect(site.requests).toHaveLength(6);
  });

  test('refuses a redirect to a video or social site before requesting it', async () => {
    for (const [location, message] of [
      ['https://www.youtube.com/watch?v=abc', /video on YouTube/],
      ['https://twitter.com/someone/status/1', /Social media pages \(X \(Twitter\)\)/],
    ] as const) {
      const error = await failure(
        fetchFrom((_request, response) => {
          response.writeHead(302, { location });
          response.end();
        }),
      );
      expect(error.code).toBe('url_unsupported');
      expect(error.message).toMatch(message);
    }
  });

  test('a redirect without a Location is an error', async () => {
    const error = await failure(
      fetchFrom((_request, response) => {
        response.writeHead(302);
        response.end();
      }),
    );
    expect(error.message).toBe('The page could not be fetched (HTTP 302).');
  });
});

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
    setTimeout(() => controller.abort(new AppError(499, 'cancelled', 'Cancelled')), 50);
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

describe('broken servers', () => {
  async function fetchRaw(onSocket: Parameters<typeof startRawSite>[0], options: FetchArticleOptions = {}) {
    const site = await startRawSite(onSocket);
    sites.push(site);
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
