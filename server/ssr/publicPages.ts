import { join } from 'node:path';
import type { RequestHandler } from 'express';
import type { PublicConfig } from '../../shared/ui/config/publicConfig.ts';
import { isKnownRoute, RENDERED_QUERY_PARAMS, renderedLocation } from '../../shared/ui/routeTable.ts';
import { headTagsFor } from '../../shared/ui/seo/pageMeta.ts';
import type { InitialData } from '../../shared/ui/ssr/InitialData.tsx';
import type { Logger } from '../logger.ts';
import { composeDocument, templateLoader } from './htmlDocument.ts';
import { PageCache } from './pageCache.ts';
import { renderPage } from './renderPage.tsx';

/** What a feature loads on the server for a page's first render (see useInitialData). */
export interface PageData {
  data: InitialData;
  /** How long the rendered page may be served from the cache; pages without data are cached until the next build. */
  ttlMs?: number;
}
export type PageDataLoader = (path: string) => Promise<PageData | undefined> | PageData | undefined;

const NOT_FOUND_KEY = '\u0000not-found';
const DEFAULT_DATA_TTL_MS = 60_000;

/**
 * Answers every page of the web app with its full content: the shared App rendered on the server
 * for the path (as a visitor), in the built index.html, cached per path. The browser then hydrates it.
 */
export class PublicPages {
  private readonly cache = new PageCache();
  private readonly loaders: PageDataLoader[] = [];
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

  /** Lets a feature supply data for the pages it owns. */
  addDataLoader(loader: PageDataLoader): void {
    this.loaders.push(loader);
  }

  /** Forgets rendered pages (one path, or all), e.g. after a blog post changed. */
  invalidate(path?: string): void {
    if (path === undefined) this.cache.invalidate();
    else for (const state of ['visitor', 'loading']) this.cache.invalidate(`${state} ${path}`);
    // Pages kept per rendered query parameter are few: forgetting them all is simplest.
    if (path !== undefined && RENDERED_QUERY_PARAMS[path]) this.cache.invalidate();
  }

  /**
   * `maybeSignedIn`: the browser sent a session cookie. Signed-in paths then render their loading
   * state (the browser finds out who it is and shows the app or the landing page); crawlers and
   * visitors without a session get the landing page itself.
   */
  async render(
    requestPath: string,
    maybeSignedIn = false,
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
    const authState = maybeSignedIn ? 'loading' : 'visitor';
    const location = renderedLocation(requestPath, query);
    const key = known
      ? `${authState} ${location}`
      : `${NOT_FOUND_KEY}${requestPath.startsWith('/blog/') ? 'blog' : ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;

    const pageData = known ? await this.loadData(requestPath) : undefined;
    const initialData = pageData?.data ?? {};
    const rendered = await renderPage(
      location,
      this.config,
      initialData,
      maybeSignedIn ? 'loading' : 'server',
    );
    const status = known ? rendered.status : 404;
    const tags = rendered.meta
      ? headTagsFor(rendered.meta, this.config.productName, this.config.publicUrl)
      : [];
    const page = {
      status,
      html: composeDocument(template.html, tags, rendered.appHtml, initialData, authState),
    };
    this.cache.set(key, page, pageData ? (pageData.ttlMs ?? DEFAULT_DATA_TTL_MS) : undefined);
    return page;
  }

  private async loadData(path: string): Promise<PageData | undefined> {
    const merged: InitialData = {};
    let ttlMs: number | undefined;
    let any = false;
    for (const loader of this.loaders) {
      const result = await loader(path);
      if (!result) continue;
      any = true;
      Object.assign(merged, result.data);
      if (result.ttlMs !== undefined) ttlMs = Math.min(ttlMs ?? result.ttlMs, result.ttlMs);
    }
    return any ? { data: merged, ...(ttlMs !== undefined ? { ttlMs } : {}) } : undefined;
  }

  /** Express handler for GET of any page path. `sessionCookie`: the name of the sign-in session's cookie. */
  handler(sessionCookie: string): RequestHandler {
    return async (req, res, next) => {
      try {
        const maybeSignedIn = (req.headers.cookie ?? '').includes(`${sessionCookie}=`);
        const queryStart = req.originalUrl.indexOf('?');
        const query = new URLSearchParams(queryStart >= 0 ? req.originalUrl.slice(queryStart + 1) : '');
        const page = await this.render(req.path, maybeSignedIn, query);
        res.status(page.status);
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(page.html);
      } catch (error) {
        this.logger.error({ err: error, path: req.path }, 'server rendering failed');
        next(error);
      }
    };
  }
}
