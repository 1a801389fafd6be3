import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createBlogLibrary } from '../../blog/blogPost.ts';
import { publishedPosts } from '../../blog/publishedPosts.ts';
import { DEFAULT_RULES } from '../../domain/index.ts';
import { App } from '../App.tsx';
import { BlogIndexPage } from '../blog/BlogIndexPage.tsx';
import { BlogPostPage } from '../blog/BlogPostPage.tsx';
import { PublicConfigProvider } from '../config/PublicConfigContext.tsx';
import type { PublicConfig } from '../config/publicConfig.ts';
import { type PageMetaCollector, PageMetaCollectorProvider } from '../seo/PageMetaContext.tsx';

/**
 * Every content page renders its full content on the server (no window, no fetch): the whole App is
 * prerendered at each path, waiting for the lazily loaded page chunks as server rendering will.
 */
async function renderApp(path: string, config: Partial<PublicConfig> = {}) {
  const collector: PageMetaCollector = {};
  const { prelude } = await prerender(
    <PublicConfigProvider value={{ ...DEFAULT_RULES, ...config }}>
      <PageMetaCollectorProvider value={collector}>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </PageMetaCollectorProvider>
    </PublicConfigProvider>,
  );
  // React separates adjacent text nodes with empty comments; the visible text has none.
  const html = (await new Response(prelude).text()).replace(/<!-- -->/g, '');
  return { html, meta: collector.meta, status: collector.status ?? 200 };
}

function headings(html: string, level: 1 | 2): string[] {
  const pattern = new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g');
  return [...html.matchAll(pattern)].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''),
  );
}

const PAGES: [path: string, h1: string][] = [
  ['/use-cases', 'Summaries for every profession that reads too much'],
  ['/how-to-summarize-documents', 'How to Summarize Documents'],
  ['/legal-document-guide', 'How to Summarize Legal Documents'],
  ['/academic-research-guide', 'How to Summarize Academic Research'],
  ['/business-document-guide', 'How to Summarize Business Documents'],
  ['/technical-documentation-guide', 'How to Summarize Technical Documentation'],
  ['/url-summarizer', 'Summarize any web page from its link'],
  ['/url-summarizer-guide', 'URL Summarizer Guide'],
  ['/why-summer-ai', 'Why use Summer instead of a chat assistant?'],
  ['/faq', 'Frequently Asked Questions'],
  ['/meeting-transcript-summarizer', 'Turn meeting transcripts into decisions and action items'],
  ['/blog', 'Productivity Insights'],
  ['/blog/how-to-summarize-a-contract', 'How to Summarize a Contract Without Missing What Matters'],
  ['/blog/no-such-article', 'Article Not Found'],
];

describe('content pages rendered on the server', () => {
  it.each(PAGES)(
    '%s renders exactly one h1 with its title and declares unique page meta',
    async (path, h1) => {
      const { html, meta, status } = await renderApp(path);
      expect(headings(html, 1)).toEqual([h1]);
      expect(html).toContain('<main');
      const missing = path === '/blog/no-such-article';
      // Every unknown article shares one Not Found page, answered with 404.
      expect(meta?.path).toBe(missing ? '/blog' : path);
      expect(status).toBe(missing ? 404 : 200);
      expect(meta?.description.length).toBeGreaterThan(50);
    },
  );

  it('gives every page its own title and description', async () => {
    const metas = await Promise.all(PAGES.map(([path]) => renderApp(path).then((result) => result.meta)));
    expect(new Set(metas.map((meta) => meta?.title)).size).toBe(PAGES.length);
    expect(new Set(metas.map((meta) => meta?.description)).size).toBe(PAGES.length);
  });

  it('uses the configured product name, free summaries and price, in the why-page route too', async () => {
    const config = { productName: 'Brief Co', freeSummaries: 1, singleCreditCents: 99 };
    const why = await renderApp('/why-brief-co-ai', config);
    expect(headings(why.html, 1)).toEqual(['Why use Brief Co instead of a chat assistant?']);
    expect(why.html).toContain('$0.99 per document');
    const useCases = await renderApp('/use-cases', config);
    expect(useCases.html).toContain('No credit card required • 1 free summary<');
    const faq = await renderApp('/faq', config);
    expect(faq.html).toContain('you get 1 free summary, no credit card required');
    expect((await renderApp('/why-summer-ai', config)).html).toContain('Page Not Found');
  });

  it('publishes the FAQ as FAQPage structured data with every question on the page', async () => {
    const { html, meta } = await renderApp('/faq');
    const faq = meta?.jsonLd?.[0] as { '@type': string; mainEntity: { name: string }[] };
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(10);
    for (const question of faq.mainEntity) {
      expect(html).toContain(question.name.replace(/'/g, '&#x27;'));
    }
  });

  it('renders a blog article with its Markdown, Article and BreadcrumbList data and Back to Blog', async () => {
    const { html, meta } = await renderApp('/blog/summarizing-long-reports');
    const post = publishedPosts.findBySlug('summarizing-long-reports')!;
    expect(headings(html, 2)).toContain('Layer 1: the map');
    expect(html).toContain('October 8, 2026');
    expect(html).toContain(post.readTime);
    expect(html).toContain('Back to Blog');
    expect(meta?.jsonLd?.map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList']);
  });

  it('marks a missing article noindex and explains it', async () => {
    const { html, meta } = await renderApp('/blog/no-such-article');
    expect(html).toContain('The article you&#x27;re looking for doesn&#x27;t exist or has been moved.');
    expect(meta?.noindex).toBe(true);
  });
});

describe('blog rendering', () => {
  const frontMatter = (slug: string) =>
    [
      '---',
      'id: "x"',
      `slug: ${slug}`,
      'title: "An article with hostile content"',
      'excerpt: "This article tries to inject a script and a scripted link into the page."',
      'author: Someone',
      'publishedAt: "2026-01-01"',
      'tags: [Test]',
      '---',
    ].join('\n');

  it('never renders scripts, raw HTML or javascript: links from an article, and opens links in a new tab', () => {
    const library = createBlogLibrary([
      {
        fileName: 'hostile.md',
        text: `${frontMatter('hostile')}
Intro paragraph.

<script>alert('owned')</script>

<img src="x" onerror="alert(1)">

[click me](javascript:alert('owned')) and [a real link](https://example.com/page).

<a href="javascript:alert(2)">raw link</a>
`,
      },
    ]);
    const html = renderToString(
      <MemoryRouter initialEntries={['/blog/hostile']}>
        <Routes>
          <Route path="/blog/:slug" element={<BlogPostPage library={library} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(html).toContain('Intro paragraph.');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('click me');
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/example.com\/page"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    );
  });

  it('shows No articles yet when there are none', () => {
    const html = renderToString(
      <MemoryRouter>
        <BlogIndexPage library={createBlogLibrary([])} />
      </MemoryRouter>,
    );
    expect(html).toContain('No articles yet');
    expect(html).not.toContain('Featured Articles');
  });

  it('lists the featured articles first and every article with at most two tags and Read More', () => {
    const html = renderToString(
      <MemoryRouter>
        <BlogIndexPage />
      </MemoryRouter>,
    );
    const featuredSection = html.slice(html.indexOf('Featured Articles'), html.indexOf('All Articles'));
    for (const post of publishedPosts.featured) expect(featuredSection).toContain(post.title);
    const allSection = html.slice(html.indexOf('All Articles'));
    for (const post of publishedPosts.posts) expect(allSection).toContain(`href="/blog/${post.slug}"`);
    const tagLists = [...allSection.matchAll(/<ul aria-label="Tags"[^>]*>([\s\S]*?)<\/ul>/g)];
    expect(tagLists).toHaveLength(publishedPosts.posts.length);
    for (const [, tags] of tagLists) expect(tags?.match(/<li/g)?.length).toBeLessThanOrEqual(2);
    expect(publishedPosts.posts.some((post) => post.tags.length > 2)).toBe(true);
    expect(allSection.match(/Read More/g)?.length).toBeGreaterThanOrEqual(publishedPosts.posts.length);
  });
});
