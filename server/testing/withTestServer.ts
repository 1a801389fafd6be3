import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './testServer.ts';

/** Registers hooks for one test server and database connection, so test files need not repeat them. */
export function withTestServer(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestServerOptions = {},
) {
  let server: TestServer | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    server = await startTestServer(typeof env === 'function' ? env() : env, options);
    database = openTestDatabase(server.dataDir);
  });
  afterAll(async () => {
    database?.close();
    await server?.close();
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
  };
}
