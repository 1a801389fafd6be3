import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Config, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { type RunningServer, type StartOptions, startServer } from '../server.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { dropTestDatabase, testDatabaseEnv } from './postgres.ts';

export interface TestServer extends RunningServer {
  dataDir: string;
  config: Config;
}

export interface TestServerOptions extends StartOptions {
  /** Reuse this data folder (a restart); it is then left in place on close. */
  dataDir?: string;
}

type TestEnv = Record<string, string>;
/** A value, or a function answering it when it depends on something an earlier beforeAll made. */
type Deferred<T> = T | (() => T);
const resolve = <T extends object>(value: Deferred<T>): T => (typeof value === 'function' ? value() : value);

/**
 * The real server on a free port, with its own temporary data folder (and so its own SQLite file, or its
 * own PostgreSQL database under `npm run test:pg`: ./postgres.ts).
 * Test files take it through `withTestServer`; call this directly only where starting is the subject.
 */
export async function startTestServer(
  env: TestEnv = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const { dataDir: reuse, ...startOptions } = options;
  const dataDir = reuse ?? mkdtempSync(join(tmpdir(), 'summer-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(await testDatabaseEnv(dataDir)),
    ...env,
  });
  const removeDataDir = async () => {
    if (reuse) return;
    rmSync(dataDir, { recursive: true, force: true });
    await dropTestDatabase(dataDir);
  };
  const server = await startServer(config, { logger: createLogger('silent'), ...startOptions }).catch(
    async (error: unknown) => {
      await removeDataDir();
      throw error;
    },
  );
  return {
    ...server,
    dataDir,
    config,
    close: async () => {
      await server.close();
      await removeDataDir();
    },
  };
}

/**
 * One test server and a database connection to it for the enclosing file or describe block (its
 * beforeAll/afterAll). Hooks registered before it run before it starts, and their afterAll after it stops.
 */
export function withTestServer(env: Deferred<TestEnv> = {}, options: Deferred<StartOptions> = {}) {
  let server: TestServer | undefined;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  const start = async () => {
    server = await startTestServer(resolve(env), { ...resolve(options), dataDir });
  };
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'summer-test-'));
    await start();
    database = await openTestDatabase(dataDir);
  });
  afterAll(async () => {
    await database?.close();
    await server?.close();
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
      await dropTestDatabase(dataDir);
    }
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`withTestServer: no ${name} until its beforeAll has run`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get database() {
      return started(database, 'database');
    },
    /** Stops the server, runs `whileDown`, and starts it again on the same data folder, as a deploy would. */
    async restart(whileDown: () => Promise<void> = async () => {}) {
      await started(server, 'server').close();
      server = undefined;
      await whileDown();
      await start();
    },
  };
}
