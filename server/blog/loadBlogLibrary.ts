import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlogLibrary } from '../../shared/blog/blogLibrary.ts';
import { createBlogLibrary } from '../../shared/blog/blogPost.ts';

/** Where the articles live in the package: the same files the web app bundles. */
export function defaultBlogDir(packageRoot: string): string {
  return join(packageRoot, 'content', 'blog');
}

/**
 * Reads and validates every article once, at start-up. A malformed article throws (BlogPostError naming
 * the file), so the server refuses to start rather than publish it broken.
 */
export function loadBlogLibrary(blogDir: string): BlogLibrary {
  const names = readdirSync(blogDir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  return createBlogLibrary(
    names.map((name) => ({ fileName: name, text: readFileSync(join(blogDir, name), 'utf8') })),
  );
}
