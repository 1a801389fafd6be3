import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generatedText, signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

describe('when summarizing fails', () => {
  // An engine that always fails, as an engine outage would.
  const harness = withTestServer(
    {},
    {
      summarizer: () => async () => {
        throw new Error('engine unavailable');
      },
    },
  );

  it('gives the reserved credit back and keeps no document', async () => {
    const { client, email } = await signUp(harness.server, { prefix: 'unlucky' });
    await harness.database.setBalance(email, { free_documents_used: 3, paid_documents_available: 1 });
    const answer = await client.json('POST', '/api/upload-text', { text: generatedText(400) });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'internal_error', message: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toContain('engine unavailable');
    expect(await harness.database.balance(email)).toMatchObject({
      paid_documents_available: 1,
      free_documents_used: 3,
    });
    expect(await harness.database.documentCount()).toBe(0);
    // The server is still fine.
    expect((await client.json('GET', '/api/auth/user')).status).toBe(200);
  });

  it('releases an upload’s idempotency key with the credit, so the same key can be tried again', async () => {
    const { client, email } = await signUp(harness.server, { prefix: 'unlucky-keyed' });
    await harness.database.setBalance(email, { free_documents_used: 3, paid_documents_available: 1 });
    const key = randomUUID();
    const send = () =>
      client.fetch('/api/upload-text', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ text: generatedText(400) }),
      });
    expect((await send()).status).toBe(500);
    const claims = async () =>
      (await harness.database.db.selectFrom('upload_requests').selectAll().execute()).length;
    expect(await claims()).toBe(0);
    // Tried again: it runs again (the engine still fails) rather than answering an old result.
    expect((await send()).status).toBe(500);
    expect(await harness.database.balance(email)).toMatchObject({
      paid_documents_available: 1,
      free_documents_used: 3,
    });
    expect(await claims()).toBe(0);
  });
});
