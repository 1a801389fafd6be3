import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_MAX_UPLOAD_BYTES } from '../../shared/domain/index.ts';
import { createTestClient, generatedText, signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { uploadForm } from '../testing/uploadForm.ts';

const harness = withTestServer({ SUMMARIZE_WORKERS: '1', SUMMARIZE_QUEUE_LIMIT: '1' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const progressId = () => randomBytes(12).toString('hex');

describe('a busy server', () => {
  it('answers 503 server_busy with Retry-After when the queue is full, and stops the work of clients that went away', async () => {
    const { client, email } = await signUp(harness.server, { prefix: 'busy' });
    await harness.database.setBalance(email, {
      free_documents_used: 3,
      paid_documents_available: 1,
      ultra_large_1m_credits: 2,
    });
    // Two documents of 1.2 million words: minutes of work for the one worker, so the second waits.
    const long = generatedText(1_200_000);
    const send = (text: string, id: string, signal?: AbortSignal) =>
      client
        .fetch(`/api/upload-text?progressId=${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
          signal,
        })
        .catch(() => null);
    const first = new AbortController();
    const second = new AbortController();
    const firstId = progressId();
    const secondId = progressId();
    const running = [send(long, firstId, first.signal)];
    await sleep(300);
    running.push(send(long, secondId, second.signal));
    // The second has reached the queue once it reports the analyze stage.
    for (let tries = 0; ; tries++) {
      const stage = await client.json<{ stage: string }>('GET', `/api/progress/${secondId}`);
      if (stage.body.stage === 'analyze') break;
      if (tries > 600) throw new Error('the second upload never reached the queue');
      await sleep(100);
    }

    const refused = await client.fetch('/api/upload', {
      method: 'POST',
      body: uploadForm({ text: generatedText(300) }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: 'server_busy' });

    // Both clients give up: their work stops and what they reserved comes back.
    first.abort();
    second.abort();
    await Promise.all(running);
    for (const id of [firstId, secondId]) {
      for (let tries = 0; ; tries++) {
        const stage = await client.json<{ stage: string }>('GET', `/api/progress/${id}`);
        if (stage.body.stage === 'error') break;
        if (tries > 300) throw new Error(`upload ${id} was not stopped: ${stage.body.stage}`);
        await sleep(100);
      }
    }
    expect(await harness.database.balance(email)).toMatchObject({
      ultra_large_1m_credits: 2,
      paid_documents_available: 1,
    });
    expect(await harness.database.db.selectFrom('upload_requests').select('request_id').execute()).toEqual(
      [],
    );
    // The worker is free again at once (not minutes later): a small document goes through.
    const small = await client.json('POST', '/api/upload-text', { text: generatedText(300) });
    expect(small.status).toBe(200);
    expect(await harness.database.documentCount()).toBe(1);
  }, 240_000);

  it('keeps the free demo to its own budget: files over its size are refused before they are read', async () => {
    const visitor = createTestClient(harness.server.url);
    const response = await visitor.fetch('/api/analyze', {
      method: 'POST',
      body: uploadForm({ content: new Uint8Array(DEMO_MAX_UPLOAD_BYTES + 1), filename: 'big.txt' }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/free demo takes documents up to 5 MB/);
  });
});
