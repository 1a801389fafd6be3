import { describe, expect, it } from 'vitest';
import { BlogPostError } from './blogArticle.ts';
import { createBlogLibrary, parseBlogPost, readTimeOf } from './blogPost.ts';
import { publishedPosts } from './publishedPosts.ts';

const body = 'A paragraph of text. '.repeat(300);

function article(frontMatter: string, content = body): string {
  return `---\n${frontMatter}\n---\n\n${content}`;
}

const valid = [
  'id: "9"',
  'slug: sample-post',
  'title: "A sample article title"',
  'excerpt: "An excerpt that is long enough to describe what the article is about."',
  'author: Editorial Team',
  'publishedAt: "2026-01-05"',
  'tags: [One, Two, Three]',
].join('\n');

describe('parseBlogPost', () => {
  it('reads the front matter and the Markdown body, and derives the reading time', () => {
    const post = parseBlogPost('sample-post.md', article(valid));
    expect(post).toMatchObject({
      id: '9',
      slug: 'sample-post',
      publishedAt: '2026-01-05',
      tags: ['One', 'Two', 'Three'],
      featured: false,
      readTime: '6 min read',
    });
    expect(post.content.startsWith('A paragraph')).toBe(true);
  });

  it.each([
    ['a missing field', valid.replace(/^author:.*$/m, ''), /author/],
    ['an unknown field', `${valid}\nauthr: Someone`, /authr/],
    ['a malformed date', valid.replace('2026-01-05', '5 Jan 2026'), /publishedAt/],
    ['a slug with spaces', valid.replace('sample-post', 'sample post'), /slug/],
    ['tags that are not a list', valid.replace('[One, Two, Three]', 'One'), /tags/],
    ['invalid YAML', `${valid}\ntitle: [unclosed`, /YAML|title/],
  ])('rejects %s, naming the file', (_name, frontMatter, problem) => {
    const parse = () => parseBlogPost('sample-post.md', article(frontMatter));
    expect(parse).toThrow(BlogPostError);
    expect(parse).toThrow(/sample-post\.md/);
    expect(parse).toThrow(problem);
  });

  it('rejects a file without front matter, an empty body, and a file not named after its slug', () => {
    expect(() => parseBlogPost('x.md', body)).toThrow(/front matter/);
    expect(() => parseBlogPost('sample-post.md', article(valid, '  '))).toThrow(/no content/);
    expect(() => parseBlogPost('other-name.md', article(valid))).toThrow(/sample-post\.md/);
  });

  it('rounds the reading time up and never says zero minutes', () => {
    expect(readTimeOf('few words')).toBe('1 min read');
    expect(readTimeOf('word '.repeat(201))).toBe('2 min read');
  });
});

describe('createBlogLibrary', () => {
  const post = (slug: string, id: string, date: string, featured = false) => ({
    fileName: `${slug}.md`,
    text: article(
      valid
        .replace('sample-post', slug)
        .replace('"9"', `"${id}"`)
        .replace('2026-01-05', date)
        .concat(featured ? '\nfeatured: true' : ''),
    ),
  });

  it('orders articles newest first and features the marked ones before the newest', () => {
    const library = createBlogLibrary([
      post('old', '1', '2025-01-01', true),
      post('newest', '2', '2026-03-01'),
      post('middle', '3', '2025-06-01'),
    ]);
    expect(library.slugs).toEqual(['newest', 'middle', 'old']);
    expect(library.featured.map((p) => p.slug)).toEqual(['old', 'newest']);
    expect(library.findBySlug('middle')?.id).toBe('3');
    expect(library.findBySlug('missing')).toBeUndefined();
  });

  it('refuses two articles with the same id', () => {
    expect(() => createBlogLibrary([post('a', '1', '2025-01-01'), post('b', '1', '2025-01-02')])).toThrow(
      /id 1/,
    );
  });
});

describe('the published articles', () => {
  it('all parse, and each is a real article of 900 to 1500 words', () => {
    expect(publishedPosts.posts.length).toBeGreaterThanOrEqual(6);
    for (const post of publishedPosts.posts) {
      const words = post.content.split(/\s+/).filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(900);
      expect(words, post.slug).toBeLessThanOrEqual(1500);
      // A title inside the body would repeat the page's one h1.
      expect(post.content, post.slug).not.toMatch(/^# /m);
    }
  });
});
