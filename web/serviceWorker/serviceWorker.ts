/**
 * The web app's service worker: it lets a browser that has visited the app once open the library
 * with no connection. Small on purpose (see docs/decisions/013-local-first-library.md):
 * - install: caches the files the library page needs (entry, library chunks, CSS; the list comes
 *   from the build) and the library page's HTML;
 * - pages in OFFLINE_PATHS: network first, the cached HTML only when the network fails, so an
 *   online browser always gets the server's current page;
 * - /assets/*: cache first (hashed names, immutable);
 * - everything else, the whole API above all, passes through untouched and is never cached
 *   (beacons are sent by the worker itself, see below).
 * Each build has its own cache; activating a new worker deletes the others.
 *
 * Built by web/serviceWorker/buildPlugin.ts into dist/web/service-worker.js, which defines the two
 * constants below. The DOM library has no worker types, hence the small interfaces here.
 */
import { OFFLINE_PATHS } from '../../shared/ui/routeTable.ts';
import { strategyFor } from './offlineStrategy.ts';

declare const __SUMMER_BUILD_VERSION__: string;
declare const __SUMMER_SHELL_FILES__: readonly string[];

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScopeLike {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

const worker = self as unknown as WorkerScopeLike;
const CACHE_PREFIX = 'summer-offline-';
const CACHE_NAME = `${CACHE_PREFIX}${__SUMMER_BUILD_VERSION__}`;

/** Keeps a page's HTML when the server answered it in full (never an error, a redirect or a 404). */
function keepable(response: Response): boolean {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      // All or nothing: a worker missing part of the shell must not replace a complete one.
      await cache.addAll([...__SUMMER_SHELL_FILES__]);
      for (const path of OFFLINE_PATHS) {
        try {
          // With the session cookie, as the browser would ask: the server renders signed-in pages
          // in their loading state, with no account data in the HTML.
          const response = await fetch(path, { credentials: 'same-origin' });
          if (keepable(response)) await cache.put(path, response);
        } catch {
          // Offline during install: the next online visit to the page keeps it.
        }
      }
      // The new shell takes over at once; pages of the previous build fall back to the network for
      // chunks the new cache lacks.
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
          .map((name) => caches.delete(name)),
      );
      // Controls the pages already open, so the first visit is covered too.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  const strategy = strategyFor(request, worker.location.origin);
  // A beacon (the dashboard's "left the page") is sent while its page unloads; left to the browser
  // behind a worker's fetch handler it is dropped in Chromium, so the worker sends it itself.
  if (strategy.kind === 'relay') event.respondWith(fetch(request));
  else if (strategy.kind === 'asset') event.respondWith(cacheFirst(event, request));
  else if (strategy.kind === 'page') event.respondWith(networkFirst(event, request, strategy.cacheKey));
  // 'network': no respondWith, the browser handles the request itself.
});

async function cacheFirst(event: FetchEventLike, request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(cache.put(request, response.clone()));
  return response;
}

async function networkFirst(event: FetchEventLike, request: Request, cacheKey: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (keepable(response)) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.put(cacheKey, copy)));
    }
    // Whatever the server answered (an error page too): online, the cached copy is never used.
    return response;
  } catch (error) {
    const cached = await caches.match(cacheKey, { cacheName: CACHE_NAME });
    if (cached) return cached;
    throw error;
  }
}
