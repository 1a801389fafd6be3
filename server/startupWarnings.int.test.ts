import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient } from './testing/httpClient.ts';
import { startTestServer, type TestServer } from './testing/testServer.ts';

/** The server's log lines, as an operator reads them at start-up. */
function capturedLog() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const warnings = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40)
      .map((entry) => entry.msg);
  return { logger, warnings };
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Starts the server with `env` (closing the one before) and answers the warnings it logged. */
async function warningsAtStart(env: Record<string, string>): Promise<string[]> {
  await server?.close();
  server = undefined;
  const log = capturedLog();
  server = await startTestServer(env, { logger: log.logger });
  return log.warnings();
}

describe('an https PUBLIC_URL without TRUST_PROXY', () => {
  it('warns at start-up, because behind a TLS proxy no session cookie would ever be set', async () => {
    expect(await warningsAtStart({ PUBLIC_URL: 'https://summer.example' })).toContainEqual(
      expect.stringMatching(/PUBLIC_URL is https but TRUST_PROXY is false/),
    );

    // What the warning is about: a sign-up through the proxy gets no session cookie.
    const throughProxy = createTestClient(server!.url, {
      origin: 'https://summer.example',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const signUp = await throughProxy.json('POST', '/api/register', {
      email: 'proxy@example.com',
      password: 'lantern orchard violet',
    });
    expect(signUp.status).toBe(201);
    expect(throughProxy.cookies.has('summer.sid')).toBe(false);
  });

  it('says nothing with TRUST_PROXY set, or with an http PUBLIC_URL', async () => {
    const settings: Record<string, string>[] = [
      { PUBLIC_URL: 'https://summer.example', TRUST_PROXY: 'true' },
      { PUBLIC_URL: 'http://summer.internal' },
    ];
    for (const env of settings) {
      const warnings = await warningsAtStart(env);
      expect(warnings.filter((message) => message.includes('TRUST_PROXY'))).toEqual([]);
    }
  });
});

describe('NODE_ENV=development', () => {
  it('warns at start-up that anyone signed in can become admin and add credits', async () => {
    expect(await warningsAtStart({ NODE_ENV: 'development' })).toContainEqual(
      expect.stringMatching(/NODE_ENV is development: any signed-in user/),
    );
    const quiet = await warningsAtStart({});
    expect(quiet.filter((message) => message.includes('NODE_ENV'))).toEqual([]);
  });
});
