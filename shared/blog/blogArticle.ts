import type { BlogPost } from '../api/blog.ts';

/**
 * What a parsed article is, without the parser: the browser imports the articles already parsed
 * (publishedArticles.json), so nothing it loads needs YAML or the front matter schema.
 */

/** An article as the site and the API use it: SPEC.md's fields plus the front matter's featured flag. */
export interface BlogArticle extends BlogPost {
  featured: boolean;
}

export class BlogPostError extends Error {
  constructor(fileName: string, problem: string) {
    super(`Blog post ${fileName}: ${problem}`);
    this.name = 'BlogPostError';
  }
}
