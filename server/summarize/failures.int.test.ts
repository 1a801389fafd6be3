import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/database.ts';
import { generatedText, signUp } from '../testing/httpClient.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

describe('when summarizing fails', () => {
  let server: TestServer;
  beforeAll(async () => {
    // An engine that always fails, as an engine outage would.
    server = await startTestServer(
      {},
      {
        summarizer: () => async () => {
          throw new Error('engine unavailable');
        },
      },
    );
  });
  afterAll(() => server.close());

  it('gives the reserved credit back and keeps no document', async () => {
    const client = await signUp(
      server.url,
      'unlucky@example.com',
      'a strong password',
      server.config.publicUrl,
    );
    const database = openTestDatabase(server.dataDir);
    database.setBalance('unlucky@example.com', { free_documents_used: 3, paid_documents_available: 1 });
    const answer = await client.json('POST', '/api/upload-text', { text: generatedText(400) });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'internal_error', message: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toContain('engine unavailable');
    expect(database.balance('unlucky@example.com')).toMatchObject({
      paid_documents_available: 1,
      free_documents_used: 3,
    });
    expect(database.documentCount()).toBe(0);
    database.close();
    // The server is still fine.
    expect((await client.json('GET', '/api/auth/user')).status).toBe(200);
  });
});
