// `npm run blog:articles`: parses and checks the Markdown articles of content/blog and writes them,
// ready to render, to shared/blog/publishedArticles.json, the module the blog pages import. Run it
// after adding or editing an article; a unit test fails while the two disagree.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultBlogDir, loadBlogLibrary } from '../server/blog/loadBlogLibrary.ts';

const root = new URL('..', import.meta.url).pathname;
export const PUBLISHED_ARTICLES_FILE = join(root, 'shared', 'blog', 'publishedArticles.json');

export function publishedArticlesJson(): string {
  return `${JSON.stringify(loadBlogLibrary(defaultBlogDir(root)).posts, null, 2)}\n`;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  writeFileSync(PUBLISHED_ARTICLES_FILE, publishedArticlesJson());
  console.log(`Wrote ${PUBLISHED_ARTICLES_FILE}`);
}
