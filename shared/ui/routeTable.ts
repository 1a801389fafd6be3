/**
 * The one route table of the product, as SPEC.md's section 2 lists it: every path, the page it shows,
 * who sees it and what crawlers are told. The web app and the desktop renderer build their routes from
 * it (App.tsx, with the components of routePages.tsx), the server decides 200 or 404 and writes
 * /sitemap.xml and /robots.txt from it, and the service worker reads its offline pages.
 * Plain data (no React), so the server and the service worker can read it without loading any page.
 */

/** Which component a route shows (routePages.tsx maps each name to one). */
export type PageName =
  | 'dashboard'
  | 'library'
  | 'authSplash'
  | 'signIn'
  | 'pricing'
  | 'feedback'
  | 'checkoutSuccess'
  | 'subscriptionSuccess'
  | 'payPerDocument'
  | 'subscribe'
  | 'subscriptionManage'
  | 'myAccount'
  | 'paymentDebug'
  | 'addCredit'
  | 'adminDashboard'
  | 'adminSurveys'
  | 'signupMonitor'
  | 'analytics'
  | 'useCases'
  | 'faq'
  | 'whyProduct'
  | 'urlSummarizer'
  | 'urlSummarizerGuide'
  | 'meetingTranscript'
  | 'howToGuide'
  | 'legalGuide'
  | 'academicGuide'
  | 'businessGuide'
  | 'technicalGuide'
  | 'blogIndex'
  | 'blogPost'
  | 'emailManagement'
  | 'forgotPassword'
  | 'resetPassword'
  | 'unsubscribe';

/**
 * `public`: everyone sees the page. `signed-in`: signed-in users see the page, visitors the landing
 * page (SPEC: "authenticated only, otherwise landing page"; also the summarizer's aliases and `/`).
 */
type RouteAccess = 'public' | 'signed-in';

/**
 * `listed`: in /sitemap.xml. `disallowed`: in /robots.txt's Disallow lines (signed-in pages, sign-in
 * steps, payment results, the email survey). `unlisted`: neither (the summarizer's aliases show
 * visitors the landing page, whose canonical address is `/`).
 */
type Crawl = 'listed' | 'unlisted' | 'disallowed';

interface RouteBase {
  path: string;
  access: RouteAccess;
  crawl: Crawl;
  /** Query parameters the page renders on the server (the others are read after it starts). */
  renderedQuery?: readonly string[];
  /** Opens without a connection once visited: the service worker keeps the server's HTML for it. */
  offline?: true;
}

export type RouteEntry = RouteBase & { page: PageName };

const SUMMARIZER_ALIASES = [
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

/** Every route, in SPEC's order; `/why-{product}-ai` carries the configured product's slug. */
export function routeTable(productSlug: string): readonly RouteEntry[] {
  const publicPage = (path: string, page: PageName, crawl: Crawl = 'listed') =>
    ({ path, page, access: 'public', crawl }) as const;
  return [
    { path: '/', page: 'dashboard', access: 'signed-in', crawl: 'listed' },
    { path: '/signup', page: 'dashboard', access: 'signed-in', crawl: 'disallowed' },
    { path: '/login', page: 'signIn', access: 'public', crawl: 'disallowed', renderedQuery: ['mode'] },
    publicPage('/auth', 'authSplash', 'disallowed'),
    publicPage('/forgot-password', 'forgotPassword', 'disallowed'),
    publicPage('/reset-password', 'resetPassword', 'disallowed'),
    publicPage('/unsubscribe', 'unsubscribe', 'disallowed'),
    { path: '/pay-per-document', page: 'payPerDocument', access: 'signed-in', crawl: 'disallowed' },
    { path: '/subscribe', page: 'subscribe', access: 'signed-in', crawl: 'disallowed' },
    { path: '/subscription/manage', page: 'subscriptionManage', access: 'signed-in', crawl: 'disallowed' },
    { path: '/my-account', page: 'myAccount', access: 'signed-in', crawl: 'disallowed' },
    // The admin area: signed-in like the rest (visitors get the landing page); each page checks the
    // admin role itself (SPEC: the routing layer does not tell admins from other users).
    { path: '/admin', page: 'adminDashboard', access: 'signed-in', crawl: 'disallowed' },
    { path: '/admin/surveys', page: 'adminSurveys', access: 'signed-in', crawl: 'disallowed' },
    { path: '/signup-monitor', page: 'signupMonitor', access: 'signed-in', crawl: 'disallowed' },
    { path: '/analytics', page: 'analytics', access: 'signed-in', crawl: 'disallowed' },
    { path: '/email-management', page: 'emailManagement', access: 'signed-in', crawl: 'disallowed' },
    { path: '/library', page: 'library', access: 'signed-in', crawl: 'disallowed', offline: true },
    ...SUMMARIZER_ALIASES.map(
      (path) => ({ path, page: 'dashboard', access: 'signed-in', crawl: 'unlisted' }) as const,
    ),
    publicPage('/checkout-success', 'checkoutSuccess', 'disallowed'),
    publicPage('/subscription-success', 'subscriptionSuccess', 'disallowed'),
    publicPage('/add-credit', 'addCredit', 'disallowed'),
    publicPage('/payment-debug', 'paymentDebug', 'disallowed'),
    publicPage('/use-cases', 'useCases'),
    publicPage('/pricing', 'pricing'),
    publicPage('/how-to-summarize-documents', 'howToGuide'),
    publicPage('/legal-document-guide', 'legalGuide'),
    publicPage('/academic-research-guide', 'academicGuide'),
    publicPage('/business-document-guide', 'businessGuide'),
    publicPage('/technical-documentation-guide', 'technicalGuide'),
    publicPage('/url-summarizer', 'urlSummarizer'),
    publicPage('/url-summarizer-guide', 'urlSummarizerGuide'),
    publicPage('/faq', 'faq'),
    publicPage('/feedback', 'feedback', 'disallowed'),
    publicPage('/blog', 'blogIndex'),
    // Blog posts are known by slug (the server passes the published ones) and listed by the blog.
    publicPage('/blog/:slug', 'blogPost', 'unlisted'),
    publicPage('/meeting-transcript-summarizer', 'meetingTranscript'),
    publicPage(whyProductPath(productSlug), 'whyProduct'),
  ];
}

/**
 * Whether the web app has a page at this path. Blog articles are known by slug (the server passes the
 * published ones), so a missing article answers 404 like any unknown page.
 */
export function isKnownRoute(pathname: string, productSlug: string, blogSlugs: readonly string[]): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    routeTable(productSlug).some((route) => !route.path.includes(':') && route.path === path) ||
    blogSlugs.some((slug) => path === blogPostPath(slug))
  );
}

/** The paths of /sitemap.xml (blog posts are added by the blog). */
export function listedPaths(productSlug: string): string[] {
  return routeTable(productSlug)
    .filter((route) => route.crawl === 'listed')
    .map((route) => route.path);
}

/** The paths /robots.txt asks crawlers to stay out of (besides the API). */
export function disallowedPaths(productSlug: string): string[] {
  return routeTable(productSlug)
    .filter((route) => route.crawl === 'disallowed')
    .map((route) => route.path);
}

/**
 * The location the server renders for a request: the path plus the query parameters the page renders.
 * The server renders and caches each page with only these, so the browser's first render matches.
 */
export function renderedLocation(path: string, query: URLSearchParams, productSlug: string): string {
  const names = routeTable(productSlug).find((route) => route.path === path)?.renderedQuery;
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
 * (Offline pages need no product slug: the slug only names the why-page.)
 */
export const OFFLINE_PATHS: readonly string[] = routeTable('').flatMap((route) =>
  route.offline ? [route.path] : [],
);
