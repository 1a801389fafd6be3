import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { type RunningServer, type StartOptions, startServer } from '../server.ts';

export interface TestServer extends RunningServer {
  dataDir: string;
  config: Config;
}

export interface TestServerOptions extends StartOptions {
  /** Reuse this data folder (a restart); it is then left in place on close. */
  dataDir?: string;
}

/** The real server on a free port, with its own temporary data folder (and so its own SQLite file). */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const { dataDir: reuse, ...startOptions } = options;
  const dataDir = reuse ?? mkdtempSync(join(tmpdir(), 'summer-test-'));
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const server = await startServer(config, { logger: createLogger('silent'), ...startOptions });
  return {
    ...server,
    dataDir,
    config,
    close: async () => {
      await server.close();
      if (!reuse) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
