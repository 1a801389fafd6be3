import { join } from 'node:path';
import type { RequestHandler } from 'express';
import type { PublicConfig } from '../../shared/ui/config/publicConfig.ts';
import { isKnownRoute } from '../../shared/ui/routeTable.ts';
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
    this.cache.invalidate(path);
  }

  async render(requestPath: string): Promise<{ status: number; html: string }> {
    const template = this.template();
    if (template.version !== this.templateVersion) {
      this.cache.invalidate();
      this.templateVersion = template.version;
    }
    const known = isKnownRoute(requestPath, this.productSlug, this.blogSlugs);
    // Unknown paths render the same Page Not Found (or, under /blog/, Article Not Found), so one
    // cache entry serves each kind.
    const key = known ? requestPath : `${NOT_FOUND_KEY}${requestPath.startsWith('/blog/') ? 'blog' : ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;

    const pageData = known ? await this.loadData(requestPath) : undefined;
    const initialData = pageData?.data ?? {};
    const rendered = await renderPage(requestPath, this.config, initialData);
    const status = known ? rendered.status : 404;
    const tags = rendered.meta
      ? headTagsFor(rendered.meta, this.config.productName, this.config.publicUrl)
      : [];
    const page = { status, html: composeDocument(template.html, tags, rendered.appHtml, initialData) };
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

  /** Express handler for GET of any page path. */
  handler(): RequestHandler {
    return async (req, res, next) => {
      try {
        const page = await this.render(req.path);
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
