import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generatedText, signUp, type TestClient } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { uploadForm } from '../testing/uploadForm.ts';
import { requestFingerprint } from './uploadRequests.ts';

const harness = withTestServer({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const newUser = () => signUp(harness.server, { prefix: 'idempotent' });

const article = generatedText(900);

async function uploadText(client: TestClient, key: string | undefined, filename = 'notes.txt') {
  const response = await client.fetch('/api/upload-text', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({ text: article, filename, compressionLevel: 2 }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The digest the server keeps of an upload-text request of `article` at level 2. */
function fingerprintOf(filename: string) {
  return requestFingerprint({ route: 'upload-text', level: 2, filename, content: article });
}

async function documentsOf(client: TestClient) {
  return (await client.json<{ id: string }[]>('GET', '/api/documents')).body;
}

describe('Idempotency-Key on uploads', () => {
  it('answers a repeated request with the first document, without a second summary or charge', async () => {
    const { email, client } = await newUser();
    const key = randomUUID();
    const first = await uploadText(client, key);
    expect(first.status).toBe(200);
    expect((await harness.database.balance(email)).free_documents_used).toBe(1);

    const again = await uploadText(client, key);
    expect(again.status).toBe(200);
    const { processingTime: _a, ...firstStats } = first.body.stats as Record<string, unknown>;
    const { processingTime: _b, ...againStats } = again.body.stats as Record<string, unknown>;
    expect(again.body).toMatchObject({
      id: first.body.id,
      filename: 'notes.txt',
      summary: first.body.summary,
      sources: first.body.sources,
      creditUsed: 'free',
      retention: first.body.retention,
      expiresAt: first.body.expiresAt,
    });
    expect(againStats).toEqual(firstStats);
    expect((await harness.database.balance(email)).free_documents_used).toBe(1);
    expect((await documentsOf(client)).map((document) => document.id)).toEqual([first.body.id]);

    // Upper case is the same key.
    const shouted = await uploadText(client, key.toUpperCase());
    expect(shouted.body.id).toBe(first.body.id);
  });

  it('makes one document and takes one credit for five identical requests at once', async () => {
    const { email, client } = await newUser();
    await harness.database.setBalance(email, { free_documents_used: 3, paid_documents_available: 4 });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => uploadText(client, key)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect((await harness.database.balance(email)).paid_documents_available).toBe(3);
    expect(await documentsOf(client)).toHaveLength(1);
  });

  it('keeps keys per account: another account sending the same key gets its own summary', async () => {
    const one = await newUser();
    const other = await newUser();
    const key = randomUUID();
    const mine = await uploadText(one.client, key);
    const theirs = await uploadText(other.client, key);
    expect(theirs.status).toBe(200);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect((await harness.database.balance(other.email)).free_documents_used).toBe(1);
    expect((await documentsOf(other.client)).map((document) => document.id)).toEqual([theirs.body.id]);
    expect((await documentsOf(one.client)).map((document) => document.id)).toEqual([mine.body.id]);
  });

  it('refuses a malformed key with 400 before anything is charged', async () => {
    const { email, client } = await newUser();
    for (const key of ['not-a-uuid', `${randomUUID()}x`, '']) {
      const answer = await uploadText(client, key || ' ');
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: 'invalid_idempotency_key',
        message: expect.stringContaining('UUID'),
      });
    }
    const multipart = await client.fetch('/api/upload', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'nope' },
      body: uploadForm({ content: article, filename: 'a.txt' }),
    });
    expect(multipart.status).toBe(400);
    expect((await harness.database.balance(email)).free_documents_used).toBe(0);
    expect(await documentsOf(client)).toEqual([]);
  });

  it('refuses a key reused for another document or level with 422, answering neither', async () => {
    const { email, client } = await newUser();
    const key = randomUUID();
    const first = await uploadText(client, key);
    const sendOther = (body: Record<string, unknown>) =>
      client.fetch('/api/upload-text', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ text: article, filename: 'notes.txt', compressionLevel: 2, ...body }),
      });
    for (const change of [{ text: `${article} More.` }, { compressionLevel: 4 }, { filename: 'other.txt' }]) {
      const answer = await sendOther(change);
      expect(answer.status).toBe(422);
      expect(await answer.json()).toMatchObject({ error: 'idempotency_key_reused' });
    }
    expect((await harness.database.balance(email)).free_documents_used).toBe(1);
    expect((await documentsOf(client)).map((document) => document.id)).toEqual([first.body.id]);
  });

  it('takes the key on the multipart upload too', async () => {
    const { email, client } = await newUser();
    const key = randomUUID();
    const send = async () => {
      const response = await client.fetch('/api/upload', {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: uploadForm({ content: article }),
      });
      return (await response.json()) as { id: string };
    };
    const first = await send();
    const again = await send();
    expect(again.id).toBe(first.id);
    expect((await harness.database.balance(email)).free_documents_used).toBe(1);
  });

  it('answers 410 for a key whose summary was deleted, and does not make it again', async () => {
    const { email, client } = await newUser();
    const key = randomUUID();
    const first = await uploadText(client, key);
    const deleted = await client.fetch(`/api/documents/${first.body.id}`, { method: 'DELETE' });
    expect(deleted.status).toBeLessThan(300);
    const again = await uploadText(client, key);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({
      error: 'request_document_deleted',
      message: expect.stringContaining('deleted'),
    });
    expect((await harness.database.balance(email)).free_documents_used).toBe(1);
    expect(await documentsOf(client)).toEqual([]);
  });

  it('gives back the credit of a claim a stopped server left unfinished, and makes the summary once', async () => {
    const { email, client } = await newUser();
    const key = randomUUID();
    const userId = await harness.database.userId(email);
    // What a server stopping mid-summary leaves: the credit reserved, the key claimed, no document.
    await harness.database.setBalance(email, { free_documents_used: 1 });
    const hash = fingerprintOf('notes.txt');
    const claim = (requestId: string, leaseExpiresAt: string | null) =>
      harness.database.db
        .insertInto('upload_requests')
        .values({
          user_id: userId,
          request_id: requestId,
          request_hash: hash,
          document_id: null,
          credit_used: 'free',
          created_at: '2026-01-01T00:00:00.000Z',
          lease_owner: leaseExpiresAt ? 'another-instance' : null,
          lease_expires_at: leaseExpiresAt,
        })
        .execute();
    // Its lease has run out: the instance that claimed it stopped.
    await claim(key, new Date(Date.now() - 1000).toISOString());
    const answer = await uploadText(client, key);
    expect(answer.status).toBe(200);
    expect((await harness.database.balance(email)).free_documents_used).toBe(1);
    expect(await documentsOf(client)).toHaveLength(1);

    // A claim whose lease holds, that this server is not working on, is another instance's: 409.
    const busyKey = randomUUID();
    await claim(busyKey, new Date(Date.now() + 60_000).toISOString());
    const busy = await uploadText(client, busyKey);
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({
      error: 'request_in_progress',
      message: expect.stringContaining('still being summarized'),
    });
    expect((await harness.database.balance(email)).free_documents_used).toBe(1);
  });

  it('still summarizes every request without a key', async () => {
    const { email, client } = await newUser();
    const first = await uploadText(client, undefined);
    const second = await uploadText(client, undefined);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await harness.database.balance(email)).free_documents_used).toBe(2);
  });
});
