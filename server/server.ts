import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createApp, defaultWebDir } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { createLogger, type Logger } from './logger.ts';
import { findPackageRoot, readPackageVersion } from './packageInfo.ts';

export interface RunningServer {
  url: string;
  port: number;
  logger: Logger;
  /** Stops taking connections, lets requests in flight finish (up to the grace period), closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  webDir?: string;
  blogDir?: string;
  /** How long requests in flight may run after close() before their connections are cut. */
  shutdownGraceMs?: number;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const root = findPackageRoot();
  const databaseFile = join(resolve(config.DATA_DIR), 'summer.sqlite');
  const { db } = await openDatabase(databaseFile);
  const app = createApp({
    config,
    db,
    logger,
    version: readPackageVersion(root),
    webDir: options.webDir ?? defaultWebDir(root),
    blogDir: options.blogDir,
  });

  const server: Server = await new Promise((resolveListen, rejectListen) => {
    const listening = app.listen(config.PORT, config.HOST ?? '::', (error?: Error) =>
      error ? rejectListen(error) : resolveListen(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  logger.info({ port, databaseFile }, 'server listening');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const grace = setTimeout(() => server.closeAllConnections(), options.shutdownGraceMs ?? 10_000);
      grace.unref();
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeIdleConnections();
      });
      clearTimeout(grace);
      await db.destroy();
      logger.info('server stopped');
    })();
    return closing;
  };

  return { url: `http://localhost:${port}`, port, logger, close };
}
