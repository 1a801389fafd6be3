import { join } from 'node:path';
import type { RequestHandler } from 'express';
import type { PublicConfig } from '../../shared/ui/config/publicConfig.ts';
import { isKnownRoute, renderedLocation } from '../../shared/ui/routeTable.ts';
import { headTagsFor } from '../../shared/ui/seo/pageMeta.ts';
import type { Logger } from '../logger.ts';
import { encodedPage } from './encodedPage.ts';
import { composeDocument, templateLoader } from './htmlDocument.ts';
import { PageCache } from './pageCache.ts';
import { renderPage } from './renderPage.tsx';

const NOT_FOUND_KEY = '\u0000not-found';

/**
 * Answers every page of the web app with its full content: the shared App rendered on the server
 * for the path (as a visitor), in the built index.html, cached per path. The browser then hydrates it.
 */
export class PublicPages {
  private readonly cache = new PageCache();
  private readonly template: ReturnType<typeof templateLoader>;
  private templateVersion = '';

  constructor(
    webDir: string,
    private readonly config: PublicConfig & { publicUrl: string },
    private readonly productSlug: string,
    private readonly logger: Logger,
    private readonly blogSlugs: readonly string[],
  ) {
    this.template = templateLoader(join(webDir, 'index.html'), config);
  }

  /**
   * `signedIn`: the request carries a valid session. Signed-in paths then render their loading state
   * (the browser reads who it is and shows the app; no account data goes into the cached HTML).
   * Everybody else gets the visitor's page, marked so the browser does not ask who it is.
   */
  async render(
    requestPath: string,
    signedIn = false,
    query: URLSearchParams = new URLSearchParams(),
  ): Promise<{ status: number; html: string }> {
    const template = this.template();
    if (template.version !== this.templateVersion) {
      this.cache.invalidate();
      this.templateVersion = template.version;
    }
    const known = isKnownRoute(requestPath, this.productSlug, this.blogSlugs);
    // Unknown paths render the same Page Not Found (or, under /blog/, Article Not Found), so one
    // cache entry serves each kind. Known paths are kept apart by the auth state they were rendered in.
    const authState = signedIn ? 'loading' : 'visitor';
    const location = renderedLocation(requestPath, query, this.productSlug);
    const key = known
      ? `${authState} ${location}`
      : `${NOT_FOUND_KEY}${requestPath.startsWith('/blog/') ? 'blog' : ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;

    const rendered = await renderPage(location, this.config, signedIn ? 'loading' : 'server');
    const status = known ? rendered.status : 404;
    const tags = rendered.meta
      ? headTagsFor(rendered.meta, this.config.productName, this.config.publicUrl)
      : [];
    const page = {
      status,
      html: composeDocument(template.html, tags, rendered.appHtml, authState),
    };
    this.cache.set(key, page);
    return page;
  }

  /**
   * Express handler for GET of any page path, after the session middleware: `req.user` says whether
   * somebody is signed in (a stale or forged cookie is a visitor).
   */
  handler(): RequestHandler {
    return async (req, res, next) => {
      try {
        const signedIn = req.user !== undefined;
        const queryStart = req.originalUrl.indexOf('?');
        const query = new URLSearchParams(queryStart >= 0 ? req.originalUrl.slice(queryStart + 1) : '');
        const page = await this.render(req.path, signedIn, query);
        const { body, gzipped, etag } = encodedPage(page);
        const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
        res.status(page.status);
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        // Express answers 304 to a matching If-None-Match, and leaves a set ETag alone.
        res.setHeader('ETag', etag);
        if (gzip) res.setHeader('Content-Encoding', 'gzip');
        res.type('html').send(gzip ? gzipped : body);
      } catch (error) {
        this.logger.error({ err: error, path: req.path }, 'server rendering failed');
        next(error);
      }
    };
  }
}
