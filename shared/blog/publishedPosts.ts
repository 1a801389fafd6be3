import type { BlogArticle } from './blogArticle.ts';
import { blogLibraryOf } from './blogLibrary.ts';
import articles from './publishedArticles.json';

/**
 * The articles of content/blog, parsed and checked when they were written out (`npm run
 * blog:articles`), so the blog pages render their full content on the first render (server or
 * browser) without a request, and the browser loads no YAML parser or front matter schema.
 * The server's API reads the Markdown files themselves (server/blog/loadBlogLibrary.ts); a unit test
 * (server/blog/publishedArticles.test.ts) keeps the two the same.
 */
export const publishedPosts = blogLibraryOf(articles as BlogArticle[]);
