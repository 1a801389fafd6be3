import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { htmlToText } from '../../shared/engine/extract/formats/html.ts';
import { decodePage } from './charset.ts';
import { fetchArticle } from './fetchArticle.ts';
import { localSitesPerTest } from './testing/helpers.ts';
import { localOptions } from './testing/localSite.ts';
import { comparable, documentRows, sharedDataDir } from './testing/sharedData.ts';

/**
 * Real HTML files from public projects' test collections (shared data, documents/html): legacy and
 * misdeclared encodings, UTF-16, right-to-left scripts, a Wikipedia article, an SEC filing. Each is
 * served without a charset in its Content-Type, so the encoding has to come from the bytes.
 */

const dataDir = sharedDataDir();
const rows = dataDir ? documentRows(dataDir, 'html') : [];
if (rows.length === 0) console.warn('Shared data not found: real-page tests skipped (set SUMMER_DATA_DIR).');

const bytesOf = (path: string) => readFileSync(join(dataDir ?? '', 'documents', path));

/**
 * What the article must contain when fetched as a web page. Readability keeps the article, not the
 * notes above it: Wikipedia's "This article is about…" hatnote (the manifest's snippet) is dropped,
 * so the lead sentence stands in. A page under 50 words of text is not an article at all.
 */
const ARTICLE_PHRASE: Record<string, string | null> = {
  'html/docling_wiki_duck.html': 'Duck is the common name for numerous species of waterfowl',
  'html/chardet_GB2312_mozilla_bug171813.html': null,
};

describe.skipIf(rows.length === 0)('real pages', () => {
  const { serve } = localSitesPerTest();

  test.each(rows.map((row) => [row.path, row] as const))(
    '%s decodes to text holding its snippet',
    (_path, row) => {
      const { text } = decodePage(bytesOf(row.path), 'text/html', true);
      expect(comparable(htmlToText(text).text)).toContain(comparable(row.snippet));
    },
  );

  test.each(rows.map((row) => [row.path, row] as const))(
    '%s read as a web page',
    async (_path, row) => {
      const body = bytesOf(row.path);
      const site = await serve((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(body);
      });
      const pending = fetchArticle(`${site.origin}/${row.path}`, localOptions());
      const phrase = row.path in ARTICLE_PHRASE ? ARTICLE_PHRASE[row.path] : row.snippet;
      if (phrase === null) {
        await expect(pending).rejects.toMatchObject({
          code: 'url_unsupported',
          details: { kind: 'too_short' },
        });
        return;
      }
      const article = await pending;
      expect(comparable(article.text)).toContain(comparable(phrase ?? row.snippet));
    },
    30_000,
  );
});
