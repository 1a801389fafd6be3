import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { startAnalyticsJob } from './analytics/analyticsJob.ts';
import { createApp, defaultWebDir } from './app.ts';
import { resolveSessionSecret } from './auth/sessionSecret.ts';
import { createSessionMiddleware } from './auth/sessions.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { describeLocation, openDatabase } from './db/database.ts';
import { checkpointInBackground } from './db/walCheckpoints.ts';
import { startRetentionSweeper } from './documents/retentionSweeper.ts';
import { startEmail } from './email/startEmail.ts';
import { createDemoPool, createEnginePool, createSummarizer, type EnginePool } from './engines.ts';
import { createLogger, type Logger } from './logger.ts';
import { findPackageRoot, readPackageVersion } from './packageInfo.ts';
import { ProgressTracker } from './summarize/progress.ts';
import type { ArticleFetcher } from './summarize/readWebPage.ts';
import { createLocalSummarizer, type Summarizer } from './summarize/summarizer.ts';
import { releaseUnfinishedUploads, startClaimLeases } from './summarize/uploadRequests.ts';
import { createDocumentChangeFeed } from './sync/changeFeed.ts';
import { fetchArticle } from './webPages/index.ts';

/**
 * Behind a load balancer an idle connection must outlive the balancer's own idle timeout (60 s on the
 * common ones). With Node's 5 s the server closes a socket the balancer is about to reuse, and that
 * visitor gets a 502. Headers may take a moment longer than the idle time, as Node requires.
 */
const BALANCER_IDLE_MS = 65_000;

function keepConnectionsForBalancer(server: Server): void {
  server.keepAliveTimeout = BALANCER_IDLE_MS;
  server.headersTimeout = BALANCER_IDLE_MS + 1_000;
}

export interface RunningServer {
  url: string;
  port: number;
  logger: Logger;
  /** Deletes expired summaries now (the sweeper also runs on its interval). */
  sweepRetention(): Promise<number>;
  /** Stops taking connections, lets requests in flight finish (up to the grace period), closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  webDir?: string;
  blogDir?: string;
  /** How long requests in flight may run after close() before their connections are cut. */
  shutdownGraceMs?: number;
  /** The clock every time-dependent rule reads; tests move it instead of waiting. */
  now?: Clock;
  /** Replaces the web page reader (tests reach local sites through its test hooks). */
  fetchArticle?: ArticleFetcher;
  /** Replaces the local engine (e.g. Claude); receives the worker pool the local engine would use. */
  summarizer?: (pool: EnginePool) => Summarizer;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const root = findPackageRoot();
  const database = await openDatabase(config.databaseLocation, {
    logger,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const { db } = database;
  // SQLite only: PostgreSQL writes its log back in its own processes.
  const checkpoints =
    database.dialect === 'sqlite'
      ? await checkpointInBackground(db, config.databaseLocation, logger)
      : undefined;
  const now = options.now ?? systemClock;
  const startedAt = now();
  // The server speaks plain HTTP, so an https PUBLIC_URL means a TLS proxy in front of it. Without
  // TRUST_PROXY every request looks like plain HTTP, and the Secure session cookie is never sent: nobody
  // can stay signed in, and nothing else says why.
  if (config.publicUrl.startsWith('https:') && !config.TRUST_PROXY) {
    logger.warn(
      'PUBLIC_URL is https but TRUST_PROXY is false: the session cookie is Secure and is only set on requests the server knows came over https, so behind a TLS proxy nobody can stay signed in. Set TRUST_PROXY=true when a proxy terminates TLS in front of this server.',
    );
  }
  if (config.NODE_ENV === 'development') {
    logger.warn(
      'NODE_ENV is development: any signed-in user can make themselves admin (/api/dev/make-me-admin) and add free credits (/add-credit). Never run it so where others can reach it.',
    );
  }
  // This start's name among the instances sharing the database (leases, job runs, messages).
  const instanceId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const lease = { owner: instanceId, ms: config.UPLOAD_LEASE_MS };
  // SQLite: one process serves the file, so every claim made before this start is a stopped process's.
  const released = await releaseUnfinishedUploads(db, {
    madeBefore: database.dialect === 'sqlite' ? startedAt : undefined,
  });
  if (released > 0)
    logger.warn({ released }, 'credits given back for summaries a stopped server left unfinished');
  const claimLeases = startClaimLeases({ services: { db, lease }, logger });
  const sessionSecret = await resolveSessionSecret(db, config.SESSION_SECRET);
  const sessions = createSessionMiddleware({ config, db, secret: sessionSecret, logger, now });
  const pool = createEnginePool(config, logger);
  const demoPool = createDemoPool(config, logger);
  const summarizer = options.summarizer?.(pool) ?? createSummarizer(config, pool, logger);
  const demoSummarizer = options.summarizer?.(demoPool) ?? createLocalSummarizer(demoPool);
  const sweeper = await startRetentionSweeper({
    db,
    owner: instanceId,
    intervalMs: config.RETENTION_SWEEP_INTERVAL_MS,
    now,
    logger,
  });
  const analyticsJob = startAnalyticsJob({ db, owner: instanceId, now, logger });
  const email = startEmail({ config, db, now, logger, sessionSecret, instanceId });
  const syncFeed = createDocumentChangeFeed({ db, logger, bus: database.bus });
  // What runs beside the HTTP server, stopped in this order; also when the start fails below (a port
  // in use, a broken blog post), so a failed start leaves no thread or timer behind.
  const stopBackground = async () => {
    syncFeed.close();
    await sweeper.stop();
    claimLeases.stop();
    // A roll-up in progress finishes before the database closes.
    await analyticsJob.stop();
    // A delivery or campaign run in progress finishes before the database closes.
    await email.stop();
    sessions.stop();
    await Promise.all([pool.close(), demoPool.close()]);
    await checkpoints?.stop();
    await database.close();
  };

  let server: Server;
  try {
    const app = createApp({
      syncFeed,
      email: email.campaign,
      config,
      db,
      logger,
      sessions,
      summarize: {
        db,
        lease,
        pool,
        demoPool,
        summarizer,
        demoSummarizer,
        rules: config.rules,
        logger,
        now,
      },
      progress: new ProgressTracker({ now: () => now().getTime(), bus: database.bus, instanceId }),
      fetchArticle: options.fetchArticle ?? fetchArticle,
      now,
      version: readPackageVersion(root),
      webDir: options.webDir ?? defaultWebDir(root),
      blogDir: options.blogDir,
    });
    server = await new Promise((resolveListen, rejectListen) => {
      const listening = app.listen(config.PORT, config.HOST ?? '::', (error?: Error) =>
        error ? rejectListen(error) : resolveListen(listening),
      );
    });
  } catch (error) {
    await stopBackground();
    throw error;
  }
  if (config.TRUST_PROXY) keepConnectionsForBalancer(server);
  const { port } = server.address() as AddressInfo;
  logger.info({ port, database: describeLocation(config.databaseLocation) }, 'server listening');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const grace = setTimeout(() => server.closeAllConnections(), options.shutdownGraceMs ?? 10_000);
      grace.unref();
      // Live library streams never end by themselves: ended first, or the stop would wait for them.
      syncFeed.close();
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeIdleConnections();
        // A connection whose request ends from now on closes at once instead of idling (65 s behind a
        // balancer) and holding the stop until the grace period cuts it.
        server.keepAliveTimeout = 1;
      });
      clearTimeout(grace);
      await stopBackground();
      logger.info('server stopped');
    })();
    return closing;
  };

  return { url: `http://localhost:${port}`, port, logger, sweepRetention: sweeper.sweep, close };
}
