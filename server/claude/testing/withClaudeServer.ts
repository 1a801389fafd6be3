import { afterAll, beforeAll, beforeEach } from 'vitest';
import { withTestServer } from '../../testing/testServer.ts';
import { type MessagesApiStandIn, startMessagesApiStandIn } from './messagesApiStandIn.ts';

/**
 * The Messages API stand-in and the real server with Claude pointed at it (no retries, so a planned
 * failure is seen at once), for the enclosing file; the stand-in forgets its requests between tests.
 */
export function withClaudeServer(apiKey: string, env: Record<string, string> = {}) {
  let api: MessagesApiStandIn | undefined;
  beforeAll(async () => {
    api = await startMessagesApiStandIn(apiKey);
  });
  afterAll(() => api?.close());
  const standIn = () => {
    if (!api) throw new Error('withClaudeServer: no stand-in until its beforeAll has run');
    return api;
  };
  const harness = withTestServer(() => ({
    AUTH_RATE_LIMIT_PER_IP: '1000',
    ANTHROPIC_API_KEY: standIn().apiKey,
    ANTHROPIC_BASE_URL: standIn().url,
    ANTHROPIC_MAX_RETRIES: '0',
    ...env,
  }));
  beforeEach(() => standIn().reset());
  return {
    get api() {
      return standIn();
    },
    get server() {
      return harness.server;
    },
    get database() {
      return harness.database;
    },
  };
}
