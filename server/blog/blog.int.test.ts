import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostListSchema, blogPostSchema } from '../../shared/api/blog.ts';
import { BLOG } from '../../shared/domain/index.ts';
import { findPackageRoot } from '../packageInfo.ts';
import { startTestServer, withTestServer } from '../testing/testServer.ts';
import { defaultBlogDir } from './loadBlogLibrary.ts';

let webDir: string;

beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'summer-web-'));
  writeFileSync(join(webDir, 'index.html'), '<html><body>app</body></html>');
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const harness = withTestServer({}, () => ({ webDir }));

const getJson = async (path: string) => {
  const response = await fetch(`${harness.server.url}${path}`);
  return { status: response.status, body: await response.json() };
};

describe('the blog API', () => {
  it('lists every published article newest first, with the fields the blog reads', async () => {
    const { status, body } = await getJson('/api/blog/posts');
    expect(status).toBe(200);
    const posts = blogPostListSchema.parse(body);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const dates = posts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) {
      expect(Object.keys(post).sort()).toEqual(
        ['author', 'content', 'excerpt', 'id', 'publishedAt', 'readTime', 'slug', 'tags', 'title'].sort(),
      );
      expect(post.readTime).toMatch(/^\d+ min read$/);
    }
  });

  it('answers the featured articles, as many as the blog shows', async () => {
    const { status, body } = await getJson('/api/blog/featured');
    expect(status).toBe(200);
    const featured = blogPostListSchema.parse(body);
    expect(featured).toHaveLength(BLOG.featuredCount);
    const all = blogPostListSchema.parse((await getJson('/api/blog/posts')).body);
    for (const post of featured) expect(all.map((p) => p.slug)).toContain(post.slug);
  });

  it('answers one article by slug, with its Markdown as written in the repository', async () => {
    const { status, body } = await getJson('/api/blog/posts/how-to-summarize-a-contract');
    expect(status).toBe(200);
    const post = blogPostSchema.parse(body);
    expect(post.title).toBe('How to Summarize a Contract Without Missing What Matters');
    const file = readFileSync(
      join(defaultBlogDir(findPackageRoot()), 'how-to-summarize-a-contract.md'),
      'utf8',
    );
    expect(file).toContain(post.content);
    expect(post.content).toMatch(/^## /m);
  });

  it('answers 404 JSON for an article that does not exist, with the blog’s message', async () => {
    for (const slug of ['no-such-article', 'UPPER', '..%2F..%2Fpackage.json']) {
      const response = await fetch(`${harness.server.url}/api/blog/posts/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual({
        error: 'not_found',
        message: "The article you're looking for doesn't exist or has been moved.",
      });
    }
  });

  it('answers the page of a published article with 200 and of a missing one with 404', async () => {
    expect((await fetch(`${harness.server.url}/blog/summarizing-long-reports`)).status).toBe(200);
    expect((await fetch(`${harness.server.url}/blog`)).status).toBe(200);
    expect((await fetch(`${harness.server.url}/blog/no-such-article`)).status).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists every published article with its publication date', async () => {
    const xml = await (await fetch(`${harness.server.url}/sitemap.xml`)).text();
    const posts = blogPostListSchema.parse((await getJson('/api/blog/posts')).body);
    for (const post of posts) {
      expect(xml).toContain(`/blog/${post.slug}</loc><lastmod>${post.publishedAt}</lastmod>`);
    }
    expect(xml).toMatch(/\/blog<\/loc>/);
  });
});

describe('start-up with a malformed article', () => {
  it('refuses to start and names the file', async () => {
    const blogDir = mkdtempSync(join(tmpdir(), 'summer-blog-'));
    writeFileSync(join(blogDir, 'broken.md'), '---\nslug: broken\ntitle: Oops\n---\nText');
    try {
      await expect(startTestServer({}, { webDir, blogDir })).rejects.toThrow(/broken\.md/);
    } finally {
      rmSync(blogDir, { recursive: true, force: true });
    }
  });
});
