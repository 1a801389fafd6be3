import { OFFLINE_PATHS } from '../../shared/ui/routeTable.ts';

/**
 * What the service worker does with a request:
 * - `network`: nothing at all, the browser fetches as if there were no worker (the API, streams,
 *   other sites, every page that is not an offline page);
 * - `asset`: cache first; hashed build files never change under the same name;
 * - `page`: network first, the HTML kept under `cacheKey` and served only when the network fails;
 * - `relay`: a keepalive request (a beacon sent as the page unloads), fetched by the worker itself
 *   and never cached: Chromium drops such a request when a fetch handler leaves it to the page.
 */
export type Strategy =
  | { kind: 'network' }
  | { kind: 'asset' }
  | { kind: 'page'; cacheKey: string }
  | { kind: 'relay' };

export interface RequestFacts {
  method: string;
  /** Request.mode: 'navigate' for a page the browser opens. */
  mode: string;
  url: string;
  /** Request.keepalive: sendBeacon and fetch(..., { keepalive: true }). */
  keepalive: boolean;
}

/** Static files outside /assets that the shell uses (served with a short cache by the server). */
const SHELL_STATIC_PATHS: ReadonlySet<string> = new Set(['/favicon.svg']);

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.keepalive) return { kind: 'relay' };
  if (request.method !== 'GET') return { kind: 'network' };
  const url = new URL(request.url);
  if (url.origin !== origin) return { kind: 'network' };
  // Private data: the library already lives in IndexedDB, and nothing from the API is ever kept here.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return { kind: 'network' };
  if (url.pathname.startsWith('/assets/') || SHELL_STATIC_PATHS.has(url.pathname)) return { kind: 'asset' };
  if (request.mode === 'navigate') {
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    // One copy per page, whatever the query: the app reads no query on these pages.
    if ((OFFLINE_PATHS as readonly string[]).includes(path)) return { kind: 'page', cacheKey: path };
  }
  return { kind: 'network' };
}
