import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withTestServer } from '../testing/testServer.ts';

/**
 * What a crawler (or a browser before any JavaScript) gets: every public page's content, title,
 * description and canonical URL in the first HTML answer. The web build is absent here on purpose:
 * the server renders pages on its own.
 */

const PUBLIC_URL = 'https://brief.example';

const harness = withTestServer(
  { PRODUCT_NAME: 'Brief Co', FREE_SUMMARIES: '1', PUBLIC_URL, SUPPORT_EMAIL: 'help@brief.example' },
  { webDir: '/nonexistent' },
);

interface Page {
  status: number;
  html: string;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  h1: string | undefined;
  robots: string | undefined;
  jsonLdTypes: string[];
}

function text(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .trim();
}

async function get(path: string): Promise<Page> {
  const response = await fetch(`${harness.server.url}${path}`, { redirect: 'manual' });
  const html = await response.text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => (JSON.parse(match[1]!) as { '@type': string })['@type'],
  );
  return {
    status: response.status,
    html,
    title: html.match(/<title>(.*?)<\/title>/s)?.[1],
    description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    h1: ((raw) => (raw === undefined ? undefined : text(raw)))(html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]),
    robots: html.match(/<meta name="robots" content="([^"]*)"/)?.[1],
    jsonLdTypes: jsonLd,
  };
}

const PAGES: {
  path: string;
  h1: string;
  content: string[];
  title: string;
  jsonLd?: string[];
  canonical?: string;
}[] = [
  {
    path: '/',
    h1: 'Summarize any document in seconds',
    title: 'AI Document Summarizer | Brief Co',
    content: [
      'Try the free summarizer',
      'How it works',
      'What our users say',
      'Contact Support',
      '1 free summary',
    ],
    jsonLd: ['SoftwareApplication'],
  },
  {
    path: '/pricing',
    h1: 'Pricing that fits how often you read',
    title: 'Pricing | Brief Co',
    content: [
      'Summer Packs',
      'Summer Forever',
      '$9.99',
      '$12.00',
      'XL 1M',
      'Pricing questions',
      '1 free summary',
    ],
    jsonLd: ['SoftwareApplication', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/auth',
    h1: 'Get Your Free Summary',
    title: 'Get Your Free Summary | Brief Co',
    content: [
      'Enterprise-grade security',
      'Quick secure login',
      'First document free',
      'Continue to Free Signup',
    ],
  },
  {
    path: '/login',
    h1: 'Sign in to Brief Co',
    title: 'Sign in | Brief Co',
    content: ['Email', 'Password'],
  },
  {
    path: '/feedback',
    h1: 'How was your summary?',
    title: 'Share Your Feedback | Brief Co',
    content: ['Submit Feedback', 'Skip', 'I was just exploring'],
  },
  {
    path: '/checkout-success',
    h1: '',
    title: 'Wave Successfully Caught! | Brief Co',
    content: ['Checking your payment'],
  },
  {
    path: '/subscription-success',
    h1: '',
    title: 'Welcome to Endless Summer! | Brief Co',
    content: ['Checking your payment'],
  },
  // Signed-in paths show visitors (and crawlers) the landing page, pointing search engines at /.
  {
    path: '/summarize-pdf',
    h1: 'Summarize any document in seconds',
    title: 'AI Document Summarizer | Brief Co',
    content: ['Try the free summarizer'],
    canonical: '/',
  },
  {
    path: '/my-account',
    h1: 'Summarize any document in seconds',
    title: 'AI Document Summarizer | Brief Co',
    content: ['How it works'],
    canonical: '/',
  },
  {
    path: '/signup',
    h1: 'Summarize any document in seconds',
    title: 'AI Document Summarizer | Brief Co',
    content: ['How it works'],
    canonical: '/',
  },
];

describe('server-rendered public pages', () => {
  it.each(PAGES)('$path answers with its content, title, description and canonical URL', async (expected) => {
    const page = await get(expected.path);
    expect(page.status).toBe(200);
    expect(page.title).toBe(expected.title);
    expect(page.description?.length).toBeGreaterThan(30);
    expect(page.canonical).toBe(`${PUBLIC_URL}${expected.canonical ?? expected.path}`);
    expect(page.html).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}${expected.canonical ?? expected.path}"`,
    );
    if (expected.h1) expect(page.h1).toBe(expected.h1);
    const body = text(page.html.slice(page.html.indexOf('<div id="root"')));
    for (const snippet of expected.content) expect(body).toContain(snippet);
    for (const type of expected.jsonLd ?? []) expect(page.jsonLdTypes).toContain(type);
    // The product name and support address come from the configuration, everywhere.
    expect(page.html).not.toMatch(/>Summer</);
    expect(page.html).toContain('help@brief.example');
  });

  it('answers the FAQ’s “Which AI writes the summaries?” from this server’s configuration', async () => {
    // No ANTHROPIC_API_KEY here: the built-in, extractive engine.
    const body = text((await get('/faq')).html);
    expect(body).toContain('Which AI writes the summaries?');
    expect(body).toContain('Brief Co’s own summarization engine writes every summary here. It is extractive');
    expect(body).not.toContain('Claude writes');
  });

  it('every page has its own title and description', async () => {
    const pages = await Promise.all(['/', '/pricing', '/auth', '/feedback'].map(get));
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it('keeps sign-in steps and payment results out of search results', async () => {
    for (const path of ['/auth', '/login', '/feedback', '/checkout-success']) {
      expect((await get(path)).robots, path).toBe('noindex, follow');
    }
    expect((await get('/pricing')).robots).toBe('index, follow');
  });

  it('sends pages gzipped to browsers that take it, and 304 when the browser has the page already', async () => {
    // node:http, not fetch: fetch always asks for gzip and unpacks it out of sight.
    const raw = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((done, fail) => {
        request(`${harness.server.url}/pricing`, { headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            done({ status: answer.statusCode ?? 0, headers: answer.headers, bytes: Buffer.concat(chunks) }),
          );
        })
          .on('error', fail)
          .end();
      });
    const plain = await raw({});
    const gzipped = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gzipped.bytes).equals(plain.bytes)).toBe(true);
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(plain.bytes.toString('utf8')).toContain('<h1');

    const again = await raw({ 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('answers unknown paths with 404 and the Page Not Found screen', async () => {
    for (const path of ['/no-such-page', '/pricing/extra', '/blog/', '/why-summer-ai']) {
      const page = await get(path);
      if (page.status === 301) continue;
      expect(page.status, path).toBe(404);
      expect(page.h1).toBe('Page Not Found');
      expect(page.robots).toBe('noindex, follow');
      expect(text(page.html)).toContain("The page you're looking for doesn't exist or has been moved.");
    }
  });

  it('keeps Article Not Found for unknown blog articles apart from Page Not Found elsewhere', async () => {
    const article = await get('/blog/no-such-article');
    expect(article.status).toBe(404);
    expect(article.h1).toBe('Article Not Found');
    const page = await get('/still-no-such-page');
    expect(page.status).toBe(404);
    expect(page.h1).toBe('Page Not Found');
  });

  it('renders the query parameters a page shows (the sign-up form of /login) and ignores the rest', async () => {
    const signUp = await get('/login?mode=signup&returnTo=%2Fpricing');
    expect(signUp.h1).toBe('Create your account');
    expect(signUp.canonical).toBe(`${PUBLIC_URL}/login`);
    expect((await get('/login')).h1).toBe('Sign in to Brief Co');
  });

  it('redirects a trailing slash to the one address of the page, never to another host', async () => {
    const response = await fetch(`${harness.server.url}/pricing/?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/pricing?x=1');
    const template = await fetch(`${harness.server.url}/index.html`, { redirect: 'manual' });
    expect(template.headers.get('location')).toBe('/');
    const sneaky = await fetch(`${harness.server.url}//evil.example/`, { redirect: 'manual' });
    expect(sneaky.headers.get('location')).toBe('/evil.example');
  });

  it('lists the public pages in /sitemap.xml with absolute URLs', async () => {
    const response = await fetch(`${harness.server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      '/',
      '/pricing',
      '/use-cases',
      '/faq',
      '/blog',
      '/legal-document-guide',
      '/why-brief-co-ai',
    ]) {
      expect(locations).toContain(`${PUBLIC_URL}${path}`);
    }
    for (const path of ['/auth', '/feedback', '/checkout-success', '/my-account', '/admin']) {
      expect(locations).not.toContain(`${PUBLIC_URL}${path}`);
    }
  });

  it('tells crawlers in /robots.txt to stay out of the API and signed-in pages', async () => {
    const response = await fetch(`${harness.server.url}/robots.txt`);
    expect(response.status).toBe(200);
    const robots = await response.text();
    expect(robots).toContain('User-agent: *');
    for (const path of ['/api/', '/my-account', '/admin', '/pay-per-document', '/subscribe']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toContain('Disallow: /pricing');
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
