import { readFileSync, statSync } from 'node:fs';
import type { PublicConfig } from '../../shared/ui/config/publicConfig.ts';
import { type HeadTag, headTagsHtml } from '../../shared/ui/seo/pageMeta.ts';

/**
 * The page around the rendered app: the built index.html (its script and style tags), or, when the
 * web app has not been built, a minimal page of our own, so the server still answers every page with
 * its full content (without interactivity).
 */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <script id="public-config" type="application/json">{}</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const CONFIG_ELEMENT = /<script id="public-config" type="application\/json">[^<]*<\/script>/;
const ROOT_ELEMENT = '<div id="root"></div>';
// The static page's own title and description, which each page replaces with its own.
const STATIC_TITLE = /<title>[^<]*<\/title>\s*/;
const STATIC_DESCRIPTION = /<meta name="description"[^>]*>\s*/;

/** JSON that is safe inside a <script> element: it cannot close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface Template {
  html: string;
  /** Changes whenever index.html is rebuilt; cached pages of an older template are dropped. */
  version: string;
  /** False when the built web app is missing and the fallback template is used. */
  built: boolean;
}

/** How long a read of index.html is used before the file is looked at again (a rebuild while running). */
const TEMPLATE_CHECK_MS = 1000;

/**
 * Reads index.html (again only when it changed, looked at no more than once a second: not a disk
 * look-up on the event loop per page), with the public configuration filled in.
 */
export function templateLoader(indexFile: string, config: PublicConfig): () => Template {
  const configJson = `<script id="public-config" type="application/json">${scriptSafeJson(config)}</script>`;
  let cached: Template | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = performance.now();
    if (cached && now - checkedAt < TEMPLATE_CHECK_MS) return cached;
    checkedAt = now;
    let mtimeMs: number | null = null;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {
      mtimeMs = null;
    }
    const version = mtimeMs === null ? 'fallback' : String(mtimeMs);
    if (cached?.version !== version) {
      let source = FALLBACK_TEMPLATE;
      if (mtimeMs !== null) {
        try {
          source = readFileSync(indexFile, 'utf8');
        } catch {
          source = FALLBACK_TEMPLATE;
        }
      }
      const html = source
        .replace(CONFIG_ELEMENT, () => configJson)
        .replace(STATIC_TITLE, '')
        .replace(STATIC_DESCRIPTION, '');
      cached = { html, version, built: mtimeMs !== null };
    }
    return cached;
  };
}

/**
 * The full page: head elements of the page and the rendered app.
 * `authState` tells the browser which auth state the server rendered, so hydration starts from it.
 */
export function composeDocument(
  template: string,
  headTags: readonly HeadTag[],
  appHtml: string,
  authState: 'visitor' | 'loading' = 'visitor',
): string {
  const head = headTagsHtml(headTags);
  let html = template.replace('</head>', () => `    ${head}\n  </head>`);
  const root = `<div id="root" data-auth="${authState}">${appHtml}</div>`;
  html = html.includes(ROOT_ELEMENT)
    ? html.replace(ROOT_ELEMENT, () => root)
    : html.replace('</body>', () => `${root}</body>`);
  return html;
}
