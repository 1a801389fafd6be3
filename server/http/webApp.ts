import { extname, join } from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import type { PublicConfig } from '../../shared/ui/config/publicConfig.ts';
import {
  blogPostPath,
  disallowedPaths,
  listedPaths,
  SERVICE_WORKER_PATH,
} from '../../shared/ui/routeTable.ts';
import type { Logger } from '../logger.ts';
import { robotsTxt, type SitemapEntry, sitemapXml } from '../seo/sitemap.ts';
import { PublicPages } from '../ssr/publicPages.ts';

export interface PublicSite {
  router: Router;
}

/**
 * The web app as browsers and crawlers get it: hashed assets with long caching, /robots.txt and
 * /sitemap.xml, and every page rendered on the server with its content, title and canonical URL
 * (404 with Page Not Found for paths the app does not know).
 */
export function createPublicSite(
  webDir: string,
  productSlug: string,
  config: PublicConfig & { publicUrl: string },
  logger: Logger,
  blogPosts: readonly { slug: string; publishedAt: string }[] = [],
  /** The sign-in session (express-session and passport): pages are rendered for who is asking. */
  session: readonly RequestHandler[] = [],
): PublicSite {
  const blogSlugs = blogPosts.map((post) => post.slug);
  const router = express.Router();
  const pages = new PublicPages(webDir, config, productSlug, logger, blogSlugs);
  const sitemap: SitemapEntry[] = [
    ...listedPaths(productSlug).map((path) => ({ path })),
    ...blogPosts.map((post) => ({ path: blogPostPath(post.slug), lastModified: post.publishedAt })),
  ];

  router.get('/robots.txt', (_req, res) => {
    const disallowed = ['/api/', ...disallowedPaths(productSlug)];
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(config.publicUrl, disallowed));
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(sitemapXml(config.publicUrl, sitemap));
  });

  router.use(
    '/assets',
    express.static(join(webDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  // The offline worker (web/serviceWorker): at the root so its scope is the whole site, and revalidated
  // on every check so a deploy reaches browsers at once (the worker's own cache is versioned by build).
  router.get(SERVICE_WORKER_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/javascript');
    res.sendFile(join(webDir, SERVICE_WORKER_PATH.slice(1)), { cacheControl: false }, (error) => {
      // Not built (a server without the web app): no worker, and the browser keeps none.
      if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
    });
  });
  // The bare template has no page in it: its address is the home page.
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  // Only a name with an extension can be a file of the build (favicon.svg); pages have none, so a page
  // request does not wait for a look-up on disk first.
  const files = express.static(webDir, { index: false, maxAge: '1h' });
  router.use((req, res, next) => (extname(req.path) ? files(req, res, next) : next()));

  // One address per page: /pricing/ redirects to /pricing (query kept). Leading slashes are collapsed
  // so that //other.site/ can never become a redirect to another host.
  router.get(/^\/.+\/$/, (req, res) => {
    const queryStart = req.originalUrl.indexOf('?');
    const search = queryStart >= 0 ? req.originalUrl.slice(queryStart) : '';
    const path = `/${req.path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
    res.redirect(301, `${path}${search}`);
  });
  // Pages know whether the request is signed in and tell the browser, so a visitor's page never asks
  // the server for a user it does not have (and a stale cookie is a visitor's, not a spinner).
  router.get('/{*path}', ...session, pages.handler());
  return { router };
}
