import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../../shared/ui/App.tsx';
import { AppProviders } from '../../shared/ui/AppProviders.tsx';
import type { PublicConfig } from '../../shared/ui/config/publicConfig.ts';
import type { PageMetaCollector } from '../../shared/ui/seo/PageMetaContext.tsx';
import { PageMetaCollectorProvider } from '../../shared/ui/seo/PageMetaContext.tsx';

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  appHtml: string;
  meta: PageMetaCollector['meta'];
  /** 200 unless the page declared another status (404 for Page Not Found). */
  status: number;
}

/** A page that takes longer than this to render is cut off (React then sends what it has with fallbacks). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders the shared App for one path as a visitor sees it, waiting for every lazily loaded page so
 * the HTML holds the full content (not a spinner).
 */
export function renderPage(
  path: string,
  config: PublicConfig,
  /** 'loading' for a browser that may be signed in: signed-in paths render their loading state, not the landing page. */
  auth: 'server' | 'loading' = 'server',
): Promise<RenderedPage> {
  const collector: PageMetaCollector = {};
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () =>
      resolve({
        appHtml: Buffer.concat(chunks).toString('utf8'),
        meta: collector.meta,
        status: collector.status ?? 200,
      }),
    );
    sink.on('error', reject);

    let failed: unknown = null;
    const stream = renderToPipeableStream(
      <AppProviders config={config} auth={auth}>
        <PageMetaCollectorProvider value={collector}>
          <StaticRouter location={path}>
            <App />
          </StaticRouter>
        </PageMetaCollectorProvider>
      </AppProviders>,
      {
        onAllReady() {
          // A component that threw would leave its part of the page empty: better an error page than that.
          if (failed) reject(failed);
          else stream.pipe(sink);
        },
        onShellError(error) {
          failed = error;
          reject(error);
        },
        onError(error) {
          failed ??= error;
        },
      },
    );
    const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
    sink.on('close', () => clearTimeout(timer));
    sink.on('end', () => clearTimeout(timer));
  });
}
