import { Router } from 'express';
import type { BlogPost } from '../../shared/api/blog.ts';
import { type BlogLibrary, toBlogPost } from '../../shared/blog/blogLibrary.ts';
import { AppError } from '../http/errors.ts';

/** Public blog API: every article, the featured ones, and one by slug. Articles change only with a deploy. */
export function blogRouter(library: BlogLibrary): Router {
  const router = Router();
  const posts: BlogPost[] = library.posts.map(toBlogPost);
  const featured: BlogPost[] = library.featured.map(toBlogPost);
  const cacheFor = 'public, max-age=300';

  router.get('/blog/posts', (_req, res) => {
    res.setHeader('Cache-Control', cacheFor);
    res.json(posts);
  });

  router.get('/blog/featured', (_req, res) => {
    res.setHeader('Cache-Control', cacheFor);
    res.json(featured);
  });

  router.get('/blog/posts/:slug', (req, res) => {
    const post = library.findBySlug(req.params.slug);
    if (!post) {
      throw new AppError(404, 'not_found', "The article you're looking for doesn't exist or has been moved.");
    }
    res.setHeader('Cache-Control', cacheFor);
    res.json(toBlogPost(post));
  });
  return router;
}
