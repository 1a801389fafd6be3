import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { READING_WORDS_PER_MINUTE } from '../domain/index.ts';
import { type BlogArticle, BlogPostError } from './blogArticle.ts';
import { type BlogLibrary, blogLibraryOf } from './blogLibrary.ts';

/**
 * Articles live in the repository as Markdown files with a YAML front matter block. The front matter is
 * checked strictly: a typo in a field name or a malformed date stops the build and the server start-up
 * instead of publishing a broken article.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const blogFrontMatterSchema = z
  .object({
    id: z.string().min(1),
    slug: z.string().regex(SLUG, 'lower-case words joined by hyphens'),
    title: z.string().min(10).max(120),
    excerpt: z.string().min(40).max(320),
    author: z.string().min(2),
    publishedAt: z.iso.date(),
    tags: z.array(z.string().min(2)).min(1).max(6),
    featured: z.boolean().optional(),
  })
  .strict();

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Reading time at the product's reading speed, rounded up to whole minutes. */
export function readTimeOf(markdown: string): string {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return `${Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE))} min read`;
}

/** Parses one Markdown file; throws BlogPostError naming the file and the problem. */
export function parseBlogPost(fileName: string, source: string): BlogArticle {
  const match = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ''));
  if (!match) throw new BlogPostError(fileName, 'missing front matter (a block between two --- lines)');
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new BlogPostError(fileName, `front matter is not valid YAML (${(error as Error).message})`);
  }
  const result = blogFrontMatterSchema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new BlogPostError(fileName, issues);
  }
  const content = (match[2] ?? '').trim();
  if (content.length === 0) throw new BlogPostError(fileName, 'the article has no content');
  const expectedFile = `${result.data.slug}.md`;
  if (!fileName.endsWith(expectedFile)) {
    throw new BlogPostError(fileName, `the file must be named after its slug (${expectedFile})`);
  }
  const { featured, ...fields } = result.data;
  return { ...fields, content, readTime: readTimeOf(content), featured: featured ?? false };
}

export interface BlogSourceFile {
  fileName: string;
  text: string;
}

/** Parses and checks every article file (build time, server start-up); throws BlogPostError. */
export function createBlogLibrary(files: readonly BlogSourceFile[]): BlogLibrary {
  return blogLibraryOf(files.map((file) => parseBlogPost(file.fileName, file.text)));
}
