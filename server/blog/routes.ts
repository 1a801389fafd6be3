import type { Router } from 'express';
import { type BlogPost, blogRoutes } from '../../shared/api/blog.ts';
import { type BlogLibrary, toBlogPost } from '../../shared/blog/blogLibrary.ts';
import { AppError } from '../http/errors.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';

/** Public blog API: every article, the featured ones, and one by slug. Articles change only with a deploy. */
export function blogRouter(library: BlogLibrary, options: ContractRouterOptions): Router {
  const { router, serve } = createContractRouter(options);
  const posts: BlogPost[] = library.posts.map(toBlogPost);
  const featured: BlogPost[] = library.featured.map(toBlogPost);
  const cacheFor = 'public, max-age=300';

  serve(blogRoutes.posts, (_request, _req, res) => {
    res.setHeader('Cache-Control', cacheFor);
    return posts;
  });

  serve(blogRoutes.featured, (_request, _req, res) => {
    res.setHeader('Cache-Control', cacheFor);
    return featured;
  });

  serve(blogRoutes.post, ({ params }, _req, res) => {
    const post = library.findBySlug(params.slug);
    if (!post) {
      throw new AppError('not_found', "The article you're looking for doesn't exist or has been moved.");
    }
    res.setHeader('Cache-Control', cacheFor);
    return toBlogPost(post);
  });
  return router;
}
