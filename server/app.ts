import { join } from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { productSlug } from '../shared/domain/index.ts';
import { defaultBlogDir, loadBlogLibrary } from './blog/loadBlogLibrary.ts';
import { blogRouter } from './blog/routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { healthRouter } from './health/routes.ts';
import { apiNotFound, errorHandler } from './http/errors.ts';
import { webAppRouter } from './http/webApp.ts';
import type { Logger } from './logger.ts';
import { findPackageRoot } from './packageInfo.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  logger: Logger;
  version: string;
  /** Folder of the built web app (dist/web). */
  webDir: string;
  /** Folder of the blog's Markdown articles (content/blog in the package). */
  blogDir?: string;
}

export function createApp({ config, db, logger, version, webDir, blogDir }: AppDependencies): Express {
  // Read before anything listens: a malformed article stops the start-up with its file name.
  const blog = loadBlogLibrary(blogDir ?? defaultBlogDir(findPackageRoot()));
  const app = express();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY) app.set('trust proxy', 1);
  const servedOverHttps = config.publicUrl.startsWith('https:');

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          // React sets style attributes; scripts stay same-origin only.
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': servedOverHttps ? [] : null,
        },
      },
      strictTransportSecurity: servedOverHttps,
    }),
  );
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  const api = express.Router();
  api.use(express.json({ limit: '2mb' }));
  api.use(healthRouter(db, version));
  api.use(blogRouter(blog));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(webAppRouter(webDir, productSlug(config.rules.productName), config.rules, blog.slugs));
  app.use(errorHandler(logger));
  return app;
}

export function defaultWebDir(packageRoot: string): string {
  return join(packageRoot, 'dist', 'web');
}
