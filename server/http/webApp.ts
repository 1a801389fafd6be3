import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';
import type { PublicConfig } from '../../shared/ui/config/publicConfig.ts';
import { isKnownRoute } from '../../shared/ui/routeTable.ts';

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every client route,
 * carrying the public configuration (product name, prices) so the first render already shows them.
 * Paths the app does not know get the same page (it renders Page Not Found) with HTTP status 404.
 */
export function webAppRouter(
  webDir: string,
  productSlug: string,
  publicConfig: PublicConfig,
  blogSlugs: readonly string[],
): Router {
  const router = express.Router();
  const indexHtml = indexRenderer(join(webDir, 'index.html'), publicConfig);

  router.use(
    '/assets',
    express.static(join(webDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(webDir, { index: false, maxAge: '1h' }));

  router.get('/{*path}', (req, res) => {
    const html = indexHtml();
    if (html === null) {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build:web`.');
      return;
    }
    res.status(isKnownRoute(req.path, productSlug, blogSlugs) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return router;
}

const CONFIG_PLACEHOLDER = /<script id="public-config" type="application\/json">[^<]*<\/script>/;

/** Reads index.html once per build (its mtime changes when the web app is rebuilt) and fills in the config. */
function indexRenderer(file: string, publicConfig: PublicConfig): () => string | null {
  // JSON inside <script> must not be able to close the tag.
  const json = JSON.stringify(publicConfig).replace(/</g, '\\u003c');
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8').replace(
        CONFIG_PLACEHOLDER,
        `<script id="public-config" type="application/json">${json}</script>`,
      );
      cached = { mtimeMs, html };
    }
    return cached.html;
  };
}
