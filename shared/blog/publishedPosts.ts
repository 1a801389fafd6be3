import { createBlogLibrary } from './blogLibrary.ts';

/**
 * The articles in content/blog, bundled into the blog's own chunk by Vite at build time, so the blog
 * pages render their full content on the first render (server or browser) without a request.
 * The server's API reads the same files from the package folder (server/blog/loadBlogLibrary.ts).
 */
const files = import.meta.glob<string>('../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const publishedPosts = createBlogLibrary(
  Object.entries(files).map(([fileName, text]) => ({ fileName, text })),
);
