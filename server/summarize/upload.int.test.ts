import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/domain/index.ts';
import { createTestClient, generatedText, signUp, type TestClient } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { uploadForm } from '../testing/uploadForm.ts';

const harness = withTestServer({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const newUser = () => signUp(harness.server, { prefix: 'upload' });

function uploadFile(client: TestClient, content: string, filename?: string, level?: string) {
  return client.fetch('/api/upload', { method: 'POST', body: uploadForm({ content, filename, level }) });
}

const article = generatedText(1200);

describe('POST /api/upload', () => {
  it('summarizes a .txt file and answers id, summary and stats; the summary is listed in /api/documents', async () => {
    const { client } = await newUser();
    const response = await uploadFile(client, article, 'quarterly report.txt', '2');
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({
      id: expect.any(String),
      filename: 'quarterly report.txt',
      summary: expect.any(String),
      stats: {
        originalWords: 1200,
        summaryWords: expect.any(Number),
        compressionRatio: expect.any(Number),
        timeSavedDisplay: expect.any(String),
        processingTime: expect.any(Number),
        level: 2,
      },
      creditUsed: 'free',
      retention: 'delete',
    });
    expect(result.summary.length).toBeGreaterThan(50);
    expect(result.stats.summaryWords).toBeLessThan(1200);
    for (const source of result.sources) {
      expect(article.slice(source.sourceStart, source.sourceEnd)).toBe(source.text);
      // The passage around the sentence travels with the answer (the original itself is not kept).
      expect(source.passage).toContain(source.text.trim());
    }

    const documents = await client.json<Record<string, unknown>[]>('GET', '/api/documents');
    expect(documents.body).toEqual([
      expect.objectContaining({ id: result.id, filename: 'quarterly report.txt', wordCount: 1200, level: 2 }),
    ]);
    const user = await client.json('GET', '/api/auth/user');
    expect(user.body).toMatchObject({ freeDocumentsUsed: 1, freeDocumentsAvailable: 2 });
  });

  it('takes text instead of a file, as a form field or as JSON', async () => {
    const { client } = await newUser();
    const form = uploadForm({ text: article, level: 1 });
    const fromForm = await client.fetch('/api/upload', { method: 'POST', body: form });
    expect(fromForm.status).toBe(200);
    expect(await fromForm.json()).toMatchObject({
      filename: 'Pasted text',
      stats: { originalWords: 1200, level: 1 },
    });

    const fromJson = await client.json('POST', '/api/upload-text', {
      text: article,
      filename: 'notes.md',
      compressionLevel: 5,
    });
    expect(fromJson.status).toBe(200);
    expect(fromJson.body).toMatchObject({ filename: 'notes.md', stats: { level: 5 } });
  });

  it('refuses bad input with clear messages and keeps the credit', async () => {
    const { client, email } = await newUser();
    const badLevel = await uploadFile(client, article, 'a.txt', '9');
    expect(badLevel.status).toBe(400);
    expect((await badLevel.json()).message).toMatch(/compressionLevel/);
    const empty = await uploadFile(client, '   \n  ', 'empty.txt');
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ error: 'extraction_failed', kind: 'empty' });
    const nothing = await client.fetch('/api/upload', { method: 'POST', body: new FormData() });
    expect(nothing.status).toBe(400);
    expect((await harness.database.balance(email)).free_documents_used).toBe(0);
  });

  it('refuses files over 50 MB with 413 and a clear message', async () => {
    const { client } = await newUser();
    const response = await uploadFile(client, 'a '.repeat(MAX_UPLOAD_BYTES / 2 + 10), 'huge.txt');
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('This file is larger than the 50 MB limit.');
  });

  it('answers 401 to visitors, before reading the upload', async () => {
    const visitor = createTestClient(harness.server.url, { origin: harness.server.config.publicUrl });
    const response = await uploadFile(visitor, article);
    expect(response.status).toBe(401);
  });
});

describe('credit rules', () => {
  it('spends the free summaries, then paid credits, then answers 402 with the upgrade answer', async () => {
    const { client, email } = await newUser();
    for (let index = 0; index < 3; index++) {
      expect((await client.json('POST', '/api/upload-text', { text: article })).body).toMatchObject({
        creditUsed: 'free',
      });
    }
    const refused = await client.json('POST', '/api/upload-text', { text: article });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      error: 'insufficient_credits',
      upgrade_required: true,
      wordCount: 1200,
    });

    await harness.database.setBalance(email, { paid_documents_available: 1 });
    expect((await client.json('POST', '/api/upload-text', { text: article })).body).toMatchObject({
      creditUsed: 'paid',
    });
    expect(await harness.database.balance(email)).toMatchObject({
      free_documents_used: 3,
      paid_documents_available: 0,
    });
    expect((await client.json('POST', '/api/upload-text', { text: article })).status).toBe(402);
    const user = await client.json('GET', '/api/auth/user');
    expect(user.body).toMatchObject({ freeDocumentsAvailable: 0, paidDocumentsAvailable: 0 });
  });

  it('lets subscribers summarize without limit while the subscription has not expired', async () => {
    const { client, email } = await newUser();
    await harness.database.setBalance(email, { free_documents_used: 3 });
    await harness.database.subscribe(email, new Date(Date.now() + 86_400_000));
    for (let index = 0; index < 4; index++) {
      const answer = await client.json('POST', '/api/upload-text', { text: article });
      expect(answer.body).toMatchObject({ creditUsed: 'subscription', retention: 'retain', expiresAt: null });
    }
    await harness.database.subscribe(email, new Date(Date.now() - 1000));
    expect((await client.json('POST', '/api/upload-text', { text: article })).status).toBe(402);
  });

  it.each([
    [25_001, 'ultra_large_100k', '100k', 5],
    [100_001, 'ultra_large_500k', '500k', 15],
    [500_001, 'ultra_large_1m', '1m', 25],
  ])(
    'a %i-word document without an XL credit answers 402 with creditType %s',
    async (words, creditType, tier, price) => {
      const { client, email } = await newUser();
      const answer = await client.json('POST', '/api/upload-text', { text: generatedText(words) });
      expect(answer.status).toBe(402);
      expect(answer.body).toMatchObject({
        error: 'xl_credit_required',
        creditType,
        tier,
        wordCount: words,
        price,
      });
      expect(String(answer.body.message)).toContain(words.toLocaleString('en-US'));
      // Free summaries do not cover XL documents, and none was spent.
      expect((await harness.database.balance(email)).free_documents_used).toBe(0);
    },
  );

  it('summarizes an XL document with the XL credit of its tier, kept for 24 hours', async () => {
    const { client, email } = await newUser();
    await harness.database.setBalance(email, { ultra_large_100k_credits: 1 });
    const answer = await client.json('POST', '/api/upload-text', {
      text: generatedText(30_000),
      filename: 'big.txt',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ creditUsed: 'ultra_large_100k', stats: { originalWords: 30_000 } });
    const hours = (Date.parse(String(answer.body.expiresAt)) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(await harness.database.balance(email)).toMatchObject({
      ultra_large_100k_credits: 0,
      free_documents_used: 0,
    });
  });

  it('summarizes a document of over 500,000 words with a 1M credit', async () => {
    const { client, email } = await newUser();
    await harness.database.setBalance(email, { ultra_large_1m_credits: 1 });
    const answer = await client.json('POST', '/api/upload-text', {
      text: generatedText(500_001),
      compressionLevel: 1,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      creditUsed: 'ultra_large_1m',
      stats: { originalWords: 500_001, level: 1 },
    });
    const stats = answer.body.stats as { summaryWords: number };
    expect(stats.summaryWords).toBeGreaterThan(10_000);
    expect(stats.summaryWords).toBeLessThan(150_000);
    expect((await harness.database.balance(email)).ultra_large_1m_credits).toBe(0);
  }, 120_000);

  it('uses a larger XL credit when the user has no credit of the needed tier', async () => {
    const { client, email } = await newUser();
    await harness.database.setBalance(email, { ultra_large_1m_credits: 1 });
    const answer = await client.json('POST', '/api/upload-text', { text: generatedText(26_000) });
    expect(answer.body).toMatchObject({ creditUsed: 'ultra_large_1m' });
    expect((await harness.database.balance(email)).ultra_large_1m_credits).toBe(0);
  });
});

describe('one account sending many documents at once', () => {
  // Every one of the 20 must reach the credit reservation, so the per-account limit is lifted here.
  const racing = withTestServer({ UPLOADS_PER_ACCOUNT: '20', SUMMARIZE_QUEUE_LIMIT: '40' });

  it('spends each credit once: 20 uploads at once with 3 credits, exactly 3 succeed', async () => {
    const { client, email } = await signUp(racing.server, { prefix: 'race' });
    await racing.database.setBalance(email, { free_documents_used: 3, paid_documents_available: 3 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.json('POST', '/api/upload-text', { text: article })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(17);
    expect((await racing.database.balance(email)).paid_documents_available).toBe(0);
    expect((await client.json<unknown[]>('GET', '/api/documents')).body).toHaveLength(3);
  });
});

describe('documents per account at once', () => {
  const busy = withTestServer({ SUMMARIZE_WORKERS: '1' });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('answers 429 to a fourth document while three are being summarized, and takes it once one ends', async () => {
    const { client, email } = await signUp(busy.server, { prefix: 'inflight' });
    await busy.database.setBalance(email, {
      free_documents_used: 3,
      paid_documents_available: 1,
      ultra_large_1m_credits: 3,
    });
    // A million words keep the one worker busy for seconds, so the three stay in flight.
    const long = generatedText(1_000_000);
    const controllers = [0, 1, 2].map(() => new AbortController());
    const ids = controllers.map((_, index) => `inflight${index}${'0'.repeat(14)}`);
    const running = controllers.map((controller, index) =>
      client
        .fetch(`/api/upload-text?progressId=${ids[index]}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: long }),
          signal: controller.signal,
        })
        .catch(() => null),
    );
    for (const id of ids) {
      for (let tries = 0; ; tries++) {
        const stage = await client.json<{ stage: string }>('GET', `/api/progress/${id}`);
        if (stage.status === 200 && stage.body.stage !== 'unknown') break;
        if (tries > 300) throw new Error(`upload ${id} never started`);
        await sleep(50);
      }
    }

    const fourth = await client.json('POST', '/api/upload-text', { text: article });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({
      error: 'rate_limited',
      message: 'You have 3 documents being summarized. Please wait for one to finish.',
    });

    for (const controller of controllers) controller.abort();
    await Promise.all(running);
    for (let tries = 0; ; tries++) {
      const again = await client.json('POST', '/api/upload-text', { text: article });
      if (again.status === 200) break;
      expect(again.status).toBe(429);
      if (tries > 100) throw new Error('the aborted uploads never ended');
      await sleep(100);
    }
    expect(await busy.database.balance(email)).toMatchObject({ ultra_large_1m_credits: 3 });
  }, 120_000);
});
