import type { BlogPost } from '../api/blog.ts';
import { BLOG } from '../domain/index.ts';
import { type BlogArticle, BlogPostError } from './blogArticle.ts';

/** The published articles, newest first, with the lookups the blog pages and the API need. */
export interface BlogLibrary {
  posts: readonly BlogArticle[];
  /** The articles the blog shows first: those marked featured, then the newest, BLOG.featuredCount in all. */
  featured: readonly BlogArticle[];
  slugs: readonly string[];
  findBySlug(slug: string): BlogArticle | undefined;
}

/** Newest first; articles of the same day by title so the order never depends on the file system. */
function newestFirst(a: BlogArticle, b: BlogArticle): number {
  return b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title);
}

/** The library of parsed articles (see blogPost.ts for reading them from Markdown). */
export function blogLibraryOf(articles: readonly BlogArticle[]): BlogLibrary {
  const posts = [...articles].sort(newestFirst);
  const seenIds = new Map<string, string>();
  for (const post of posts) {
    const other = seenIds.get(post.id);
    if (other) throw new BlogPostError(post.slug, `id ${post.id} is also used by ${other}`);
    seenIds.set(post.id, post.slug);
  }
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  const marked = posts.filter((post) => post.featured);
  const featured = [...marked, ...posts.filter((post) => !post.featured)].slice(0, BLOG.featuredCount);
  return {
    posts,
    featured,
    slugs: posts.map((post) => post.slug),
    findBySlug: (slug) => bySlug.get(slug),
  };
}

/** The article as the API answers it: SPEC.md's fields only. */
export function toBlogPost({ featured: _featured, ...post }: BlogArticle): BlogPost {
  return post;
}
