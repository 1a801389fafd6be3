import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { type RunningServer, startServer } from '../server.ts';

export interface TestServer extends RunningServer {
  dataDir: string;
  config: Config;
}

/** The real server on a free port, with its own temporary data folder (and so its own SQLite file). */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { webDir?: string; blogDir?: string } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'summer-test-'));
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const server = await startServer(config, { logger: createLogger('silent'), ...options });
  return {
    ...server,
    dataDir,
    config,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
