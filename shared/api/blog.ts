import { z } from 'zod';

/** One article as GET /api/blog/posts, /api/blog/featured and /api/blog/posts/{slug} answer it. */
export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** The article body in Markdown. */
  content: z.string(),
  author: z.string(),
  /** Calendar date of publication, YYYY-MM-DD. */
  publishedAt: z.string(),
  /** Reading time as shown to readers ("6 min read"). */
  readTime: z.string(),
  tags: z.array(z.string()),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.array(blogPostSchema);
