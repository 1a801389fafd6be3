import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_ARTICLES_FILE, publishedArticlesJson } from '../../scripts/write-blog-articles.ts';
import { publishedPosts } from '../../shared/blog/publishedPosts.ts';
import { defaultBlogDir, loadBlogLibrary } from './loadBlogLibrary.ts';

describe('the articles the blog pages carry', () => {
  it('are the Markdown articles of content/blog as they are now (else run npm run blog:articles)', () => {
    expect(readFileSync(PUBLISHED_ARTICLES_FILE, 'utf8')).toBe(publishedArticlesJson());
  });

  it('are the ones the API serves, in the same order and with the same featured choice', () => {
    const fromMarkdown = loadBlogLibrary(defaultBlogDir(new URL('../..', import.meta.url).pathname));
    expect(publishedPosts.posts).toEqual(fromMarkdown.posts);
    expect(publishedPosts.featured).toEqual(fromMarkdown.featured);
  });
});
