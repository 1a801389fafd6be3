/**
 * Every path the web app answers, as SPEC.md's route table lists them. Plain data (no React) so the
 * server can tell a client route (200) from an unknown path (404) before any JavaScript runs.
 */

const PUBLIC_PATHS = [
  '/',
  '/signup',
  '/login',
  '/auth',
  '/checkout-success',
  '/subscription-success',
  '/add-credit',
  '/payment-debug',
  '/use-cases',
  '/pricing',
  '/how-to-summarize-documents',
  '/legal-document-guide',
  '/academic-research-guide',
  '/business-document-guide',
  '/technical-documentation-guide',
  '/url-summarizer',
  '/url-summarizer-guide',
  '/faq',
  '/feedback',
  '/blog',
  '/meeting-transcript-summarizer',
] as const;

/** Shown to signed-in users; visitors see the landing page at these paths. */
export const PROTECTED_PATHS = [
  '/pay-per-document',
  '/subscribe',
  '/subscription/manage',
  '/my-account',
  '/admin',
  '/admin/surveys',
  '/signup-monitor',
  '/analytics',
  '/email-management',
  '/library',
] as const;

/** Other names of the summarizer, for signed-in users (visitors see the landing page). */
export const SUMMARIZER_ALIASES = [
  '/pdf-summarizer',
  '/summarize-pdf',
  '/summarize-word',
  '/summarize-documents',
  '/document-analysis',
  '/contract-summarizer',
  '/legal-document-analysis',
  '/research-paper-summarizer',
] as const;

export function whyProductPath(productSlug: string): string {
  return `/why-${productSlug}-ai`;
}

export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}

/**
 * Whether the web app has a page at this path. Blog articles are known by slug (the server passes the
 * published ones), so a missing article answers 404 like any unknown page.
 */
export function isKnownRoute(pathname: string, productSlug: string, blogSlugs: readonly string[]): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (PUBLIC_PATHS as readonly string[]).includes(path) ||
    (PROTECTED_PATHS as readonly string[]).includes(path) ||
    (SUMMARIZER_ALIASES as readonly string[]).includes(path) ||
    path === whyProductPath(productSlug) ||
    blogSlugs.some((slug) => path === blogPostPath(slug))
  );
}

/** Public paths with nothing for a search engine: sign-in steps, payment results, the email survey. */
export const NOINDEX_PUBLIC_PATHS = [
  '/signup',
  '/login',
  '/auth',
  '/checkout-success',
  '/subscription-success',
  '/add-credit',
  '/payment-debug',
  '/feedback',
] as const;

/** The paths listed in the sitemap (blog posts are added by the blog). */
export function indexablePaths(productSlug: string): string[] {
  const hidden = new Set<string>(NOINDEX_PUBLIC_PATHS);
  return [...PUBLIC_PATHS.filter((path) => !hidden.has(path)), whyProductPath(productSlug)];
}

/**
 * Query parameters that change what a page renders (the rest are read by pages after they start,
 * so the server renders them once for every query). The server renders and caches each page with
 * only these, so the browser's first render matches.
 */
export const RENDERED_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/login': ['mode'],
};

/** The location the server renders for a request: the path plus the query parameters the page renders. */
export function renderedLocation(path: string, query: URLSearchParams): string {
  const names = RENDERED_QUERY_PARAMS[path];
  if (!names) return path;
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = query.get(name);
    // Bounded, so random values cannot fill the page cache with large keys.
    if (value !== null && value.length <= 40) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Where the web app's service worker is served (web/serviceWorker). At the root, so its scope covers
 * every page.
 */
export const SERVICE_WORKER_PATH = '/service-worker.js';

/**
 * Pages that open without a connection once the browser has visited the app: the service worker
 * keeps the HTML the server rendered for them and falls back to it only when the network fails.
 */
export const OFFLINE_PATHS = ['/library'] as const;
