// Checks that public pages stay fast: the gzip size of the JavaScript and CSS each page loads on first
// visit must stay within its budget. Reads the Vite manifest of dist/web (run after `npm run build:web`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const webDir = join(root, 'dist', 'web');
const KB = 1024;

/** Page → the module its route loads on demand (null: only the entry, like the landing page). */
const PAGES = {
  '/ (landing)': null,
  '/pricing': '../shared/ui/pages/pricing/PricingPage.tsx',
  '/auth': '../shared/ui/pages/AuthSplashPage.tsx',
  '/login': '../shared/ui/pages/sign-in/SignInPage.tsx',
  '/feedback': '../shared/ui/pages/feedback/FeedbackPage.tsx',
  '/checkout-success': '../shared/ui/pages/payment-result/CheckoutSuccessPage.tsx',
  '/use-cases': '../shared/ui/content/UseCasesPage.tsx',
  '/faq': '../shared/ui/content/FaqPage.tsx',
  '/legal-document-guide': '../shared/ui/guides/GuidePages.tsx',
  '/url-summarizer': '../shared/ui/content/UrlSummarizerPage.tsx',
  '/meeting-transcript-summarizer': '../shared/ui/content/MeetingTranscriptPage.tsx',
  '/why-{product}-ai': '../shared/ui/content/WhyProductPage.tsx',
  '/blog': '../shared/ui/blog/BlogIndexPage.tsx',
  '/blog/{slug}': '../shared/ui/blog/BlogPostPage.tsx',
};

/** Budgets in gzip bytes. The landing page carries React, the router and the whole home page. */
const BUDGET = {
  landingJs: 120 * KB,
  pageJs: 130 * KB,
  // The blog's pages carry every article (parsed at build time) and the Markdown renderer in their
  // chunks; their own, looser budget keeps them from growing further until the article text comes
  // with the page instead.
  blogJs: 170 * KB,
  css: 12 * KB,
};

const manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest');

/** A chunk and the chunks it imports statically (what the browser must fetch before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Chunk ${key} is missing from the manifest: is PAGES up to date?`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(webDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

const failures = [];
const rows = [];
for (const [page, module] of Object.entries(PAGES)) {
  const keys = closure(entryKey);
  if (module) closure(module, keys);
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const jsBytes = [...js].reduce((sum, file) => sum + gzipBytes(file), 0);
  const cssBytes = [...css].reduce((sum, file) => sum + gzipBytes(file), 0);
  const jsBudget = !module ? BUDGET.landingJs : page.startsWith('/blog') ? BUDGET.blogJs : BUDGET.pageJs;
  rows.push({ page, js: jsBytes, jsBudget, css: cssBytes, files: js.size });
  if (jsBytes > jsBudget) failures.push(`${page}: ${(jsBytes / KB).toFixed(1)} KB JS > ${jsBudget / KB} KB`);
  if (cssBytes > BUDGET.css)
    failures.push(`${page}: ${(cssBytes / KB).toFixed(1)} KB CSS > ${BUDGET.css / KB} KB`);
}

console.log('Page weight (gzip), first visit:');
for (const row of rows) {
  console.log(
    `  ${row.page.padEnd(32)} JS ${(row.js / KB).toFixed(1).padStart(6)} KB of ${row.jsBudget / KB} KB (${row.files} files)   CSS ${(row.css / KB).toFixed(1).padStart(5)} KB of ${BUDGET.css / KB} KB`,
  );
}
if (failures.length > 0) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
