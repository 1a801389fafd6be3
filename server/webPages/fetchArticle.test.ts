import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { fetchArticle } from './fetchArticle.ts';
import { failure, html, localSitesPerTest } from './testing/helpers.ts';
import { type Handler, localOptions, SITE_HOST, sendHtml } from './testing/localSite.ts';
import { ARTICLE_TITLE, articlePage } from './testing/pages.ts';

/** Reading articles from local sites standing in for public ones, through redirects. */

const { serve, fetchFrom } = localSitesPerTest();

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

  test('reads a page that leaves out <html>, <head> and <body>', async () => {
    const paragraphs = articlePage()
      .split('\n')
      .filter((line) => line.trim().startsWith('<p>') && line.length > 200)
      .join('\n');
    const article = await fetchFrom(html(`<!doctype html><title>Bare page</title>\n${paragraphs}`));
    expect(article.title).toBe('Bare page');
    expect(article.text).toMatch(/^Rooftop hives have become/);
    expect(article.wordCount).toBeGreaterThan(200);
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

  test('follows a page that forwards with <meta http-equiv="refresh">', async () => {
    const site = await serve((request, response) => {
      if (request.url === '/short') {
        sendHtml(response, '<html><head><meta http-equiv="refresh" content="0; url=/story"></head></html>');
      } else sendHtml(response, articlePage());
    });
    const article = await fetchArticle(`${site.origin}/short`, localOptions());
    expect(article.url).toBe(`${site.origin}/story`);
    expect(article.title).toBe(ARTICLE_TITLE);
  });

  test('checks a <meta> refresh target like any redirect', async () => {
    const error = await failure(
      fetchFrom(
        html(
          '<html><head><meta http-equiv="refresh" content="0; url=http://169.254.169.254/"></head></html>',
        ),
      ),
    );
    expect(error.code).toBe('url_forbidden');
  });

  test('counts <meta> refreshes toward the redirect limit', async () => {
    const site = await serve((request, response) => {
      const step = Number(request.url?.slice(1) || 0);
      sendHtml(
        response,
        `<html><head><meta http-equiv="refresh" content="0; url=/${step + 1}"></head></html>`,
      );
    });
    const error = await failure(fetchArticle(`${site.origin}/0`, localOptions()));
    expect(error.message).toBe('This link redirects too many times (more than 5).');
    expect(site.requests).toHaveLength(6);
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
