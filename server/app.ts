import { join } from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { productSlug } from '../shared/domain/index.ts';
import { adminRouter } from './admin/routes.ts';
import { analyticsRouter } from './analytics/routes.ts';
import { bearerAuth } from './auth/bearerAuth.ts';
import { oidcRouter } from './auth/oidcRoutes.ts';
import { originCheck } from './auth/originCheck.ts';
import { authRouter } from './auth/routes.ts';
import type { SessionSetup } from './auth/sessions.ts';
import { apiTokensRouter } from './auth/tokenRoutes.ts';
import { defaultBlogDir, loadBlogLibrary } from './blog/loadBlogLibrary.ts';
import { blogRouter } from './blog/routes.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { devCreditsRouter } from './credits/routes.ts';
import type { Database } from './db/database.ts';
import { documentsRouter } from './documents/routes.ts';
import type { PromotionalCampaign } from './email/promotionalCampaign.ts';
import { emailLinksRouter, emailRouter } from './email/routes.ts';
import { healthRouter } from './health/routes.ts';
import { apiDocumentRouter, createApiDocument } from './http/apiDocument.ts';
import { apiNotFound, errorHandler } from './http/errors.ts';
import { createPublicSite } from './http/webApp.ts';
import type { Logger } from './logger.ts';
import { findPackageRoot } from './packageInfo.ts';
import { type Payments, paymentsRouter, stripeWebhookRouter } from './payments/routes.ts';
import { createStripeClient } from './payments/stripeClient.ts';
import type { ProgressTracker } from './summarize/progress.ts';
import type { ArticleFetcher } from './summarize/readWebPage.ts';
import { summarizeRouter } from './summarize/routes.ts';
import type { SummarizeServices } from './summarize/summarizeDocument.ts';
import { surveysRouter } from './surveys/routes.ts';
import { createDocumentChangeFeed, type DocumentChangeFeed } from './sync/changeFeed.ts';
import { syncRouter } from './sync/routes.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  logger: Logger;
  sessions: SessionSetup;
  summarize: SummarizeServices;
  progress: ProgressTracker;
  /** Reads web pages for /api/analyze-url and /api/upload-url. */
  fetchArticle: ArticleFetcher;
  /** The clock (tests move it). */
  now: Clock;
  version: string;
  /** Folder of the built web app (dist/web). */
  webDir: string;
  /** Folder of the blog's Markdown articles (content/blog in the package). */
  blogDir?: string;
  /** Live streams of the summary library (the server ends them at shutdown). */
  syncFeed?: DocumentChangeFeed;
  /** Email: the outbox, its sender, and the promotional campaign (server/email/startEmail.ts). */
  email: PromotionalCampaign;
}

export function createApp(deps: AppDependencies): Express {
  const { config, db, logger, version, webDir, sessions, blogDir } = deps;
  // Read before anything listens: a malformed article stops the start-up with its file name.
  const blog = loadBlogLibrary(blogDir ?? defaultBlogDir(findPackageRoot()));
  const app = express();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY) app.set('trust proxy', 1);
  const servedOverHttps = config.publicUrl.startsWith('https:');
  const stripeOn = config.payments.mode === 'stripe';
  const stripe = {
    scripts: stripeOn ? ['https://js.stripe.com'] : [],
    frames: stripeOn ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [],
    connect: stripeOn ? ['https://api.stripe.com'] : [],
  };

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          // React sets style attributes; scripts stay same-origin only.
          'style-src': ["'self'", "'unsafe-inline'"],
          // Stripe.js and its frames (the Payment Element) come from Stripe, when payments are on.
          'script-src': ["'self'", ...stripe.scripts],
          'frame-src': ["'self'", ...stripe.frames],
          // The offline service worker (/service-worker.js); said outright rather than left to the
          // script-src fallback.
          'worker-src': ["'self'"],
          'connect-src': ["'self'", ...stripe.connect],
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
  // API answers are personal or momentary: no browser or proxy keeps them (the blog's routes, public and
  // the same for all, say otherwise themselves).
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Answers are checked against the contract everywhere but production, so drift fails tests.
  const contract = { checkAnswers: config.NODE_ENV !== 'production' };
  const engine = config.ANTHROPIC_API_KEY ? 'claude' : 'local';
  api.use(healthRouter({ db, version, engine }, contract));
  api.use(apiDocumentRouter(createApiDocument({ version, publicUrl: config.publicUrl }), contract));
  // One-click unsubscribe: mail programs POST it from elsewhere; its signed token is the authority.
  api.use(emailLinksRouter(deps.email.email, contract));
  // Who is asking: the session cookie (passport) or a bearer token; then the cross-site check.
  api.use(...sessions.middleware);
  api.use(bearerAuth(db, deps.now));
  api.use(
    originCheck({
      publicUrl: config.publicUrl,
      publicUrlSet: config.PUBLIC_URL !== undefined,
      development: config.NODE_ENV === 'development',
    }),
  );
  const payments: Payments =
    config.payments.mode === 'stripe'
      ? {
          context: {
            stripe: createStripeClient({
              secretKey: config.payments.secretKey,
              apiUrl: config.payments.apiUrl,
            }),
            db,
            rules: config.rules,
            now: deps.now,
            logger,
          },
          webhookSecret: config.payments.webhookSecret,
          publishableKey: config.payments.publishableKey,
        }
      : undefined;
  // Stripe's webhook reads its raw body (the signature covers the exact bytes).
  api.use(stripeWebhookRouter(payments, contract));
  // Uploads read their own bodies (multipart, or JSON up to the upload limit).
  api.use(
    summarizeRouter(
      { config, services: deps.summarize, progress: deps.progress, fetchArticle: deps.fetchArticle },
      contract,
    ),
  );
  api.use(express.json({ limit: '2mb' }));
  const signIn = { config, db, authenticator: sessions.authenticator, logger, now: deps.now };
  api.use(authRouter(signIn, contract));
  api.use(oidcRouter(signIn, contract));
  api.use(apiTokensRouter({ db, now: deps.now, logger }, contract));
  api.use(adminRouter({ config, db, now: deps.now, payments, email: deps.email.email }, contract));
  api.use(analyticsRouter({ db, now: deps.now }, contract));
  api.use(emailRouter({ config, campaign: deps.email }, contract));
  api.use(devCreditsRouter({ config, db, now: deps.now }, contract));
  api.use(paymentsRouter({ payments, mode: config.payments.mode }, contract));
  api.use(documentsRouter({ db, now: deps.now }, contract));
  const feed = deps.syncFeed ?? createDocumentChangeFeed({ db, logger });
  api.use(syncRouter({ db, now: deps.now, feed }, contract));
  api.use(surveysRouter(db, deps.now, contract));
  api.use(blogRouter(blog, contract));
  api.use(apiNotFound);
  app.use('/api', api);

  const site = createPublicSite(
    webDir,
    productSlug(config.rules.productName),
    { ...config.rules, publicUrl: config.publicUrl, summaryEngine: engine },
    logger,
    blog.posts,
    sessions.middleware,
  );
  app.use(site.router);
  app.use(errorHandler(logger));
  return app;
}

export function defaultWebDir(packageRoot: string): string {
  return join(packageRoot, 'dist', 'web');
}
