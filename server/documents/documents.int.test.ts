import { describe, expect, it } from 'vitest';
import { RETENTION } from '../../shared/domain/index.ts';
import { createTestClient, generatedText, signUp, type TestClient } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

// The server's clock, moved by the tests.
let clock = Date.parse('2026-11-21T09:00:00Z');
const now = () => new Date(clock);

const harness = withTestServer({ AUTH_RATE_LIMIT_PER_IP: '1000' }, { now });

const newUser = () => signUp(harness.server, { prefix: 'docs' });

async function summarize(client: TestClient, words = 800, filename = 'memo.txt') {
  const answer = await client.json('POST', '/api/upload-text', { text: generatedText(words), filename });
  expect(answer.status).toBe(200);
  return answer.body as { id: string; expiresAt: string | null; retention: string };
}

const documentIds = async (client: TestClient) =>
  ((await client.json<{ id: string }[]>('GET', '/api/documents')).body ?? []).map((row) => row.id);

describe('documents', () => {
  it('lists own documents newest first and shows one with its summary', async () => {
    const { client } = await newUser();
    const first = await summarize(client, 600, 'first.txt');
    clock += 1000;
    const second = await summarize(client, 700, 'second.txt');
    const list = await client.json<Record<string, unknown>[]>('GET', '/api/documents');
    expect(list.body.map((row) => row.filename)).toEqual(['second.txt', 'first.txt']);
    expect(list.body[0]).toEqual({
      id: second.id,
      filename: 'second.txt',
      wordCount: 700,
      summaryWordCount: expect.any(Number),
      createdAt: expect.any(String),
      retention: 'delete',
      expiresAt: expect.any(String),
      language: expect.any(String),
      level: 3,
    });
    const detail = await client.json('GET', `/api/documents/${first.id}`);
    expect(detail.body).toMatchObject({
      id: first.id,
      summary: expect.any(String),
      stats: { originalWords: 600 },
    });
  });

  it("answers 404 for another user's document on every route and leaves it alone", async () => {
    const owner = await newUser();
    const document = await summarize(owner.client);
    const other = await newUser();
    await harness.database.subscribe(other.email, new Date(clock + 86_400_000));
    expect((await other.client.json('GET', `/api/documents/${document.id}`)).status).toBe(404);
    expect(
      (await other.client.json('PATCH', `/api/documents/${document.id}/retention`, { action: 'retain' }))
        .status,
    ).toBe(404);
    expect((await other.client.json('DELETE', `/api/documents/${document.id}`)).status).toBe(404);
    expect((await other.client.fetch(`/api/documents/${document.id}/leave`, { method: 'POST' })).status).toBe(
      404,
    );
    expect(await documentIds(other.client)).toEqual([]);
    expect(await documentIds(owner.client)).toEqual([document.id]);
    expect((await createTestClient(harness.server.url).json('GET', '/api/documents')).status).toBe(401);
  });

  it('lets subscribers retain or delete; others get 403', async () => {
    const member = await newUser();
    const document = await summarize(member.client);
    const refused = await member.client.json('PATCH', `/api/documents/${document.id}/retention`, {
      action: 'retain',
    });
    expect(refused.status).toBe(403);

    const subscriber = await newUser();
    await harness.database.subscribe(subscriber.email, new Date(clock + 86_400_000));
    const kept = await summarize(subscriber.client);
    expect(kept).toMatchObject({ retention: 'retain', expiresAt: null });
    const toDelete = await subscriber.client.json('PATCH', `/api/documents/${kept.id}/retention`, {
      action: 'delete',
    });
    expect(toDelete.body).toMatchObject({ retention: 'delete', expiresAt: expect.any(String) });
    const back = await subscriber.client.json('PATCH', `/api/documents/${kept.id}/retention`, {
      action: 'retain',
    });
    expect(back.body).toMatchObject({ retention: 'retain', expiresAt: null });
    const invalid = await subscriber.client.json('PATCH', `/api/documents/${kept.id}/retention`, {
      action: 'forever',
    });
    expect(invalid.status).toBe(400);
  });

  it('deletes a non-subscriber summary on the page-leave beacon, but not a retained or XL one', async () => {
    const member = await newUser();
    const document = await summarize(member.client);
    // What navigator.sendBeacon(url, text) sends: POST, text/plain, the page's Origin and cookie.
    const beacon = await member.client.fetch(`/api/documents/${document.id}/leave`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: 'leave',
    });
    expect(await beacon.json()).toEqual({ deleted: true });
    expect(await documentIds(member.client)).toEqual([]);

    const subscriber = await newUser();
    await harness.database.subscribe(subscriber.email, new Date(clock + 86_400_000));
    const kept = await summarize(subscriber.client);
    const left = await subscriber.client.fetch(`/api/documents/${kept.id}/leave`, { method: 'POST' });
    expect(await left.json()).toEqual({ deleted: false });
    expect(await documentIds(subscriber.client)).toEqual([kept.id]);

    const xlUser = await newUser();
    await harness.database.setBalance(xlUser.email, { ultra_large_100k_credits: 1 });
    const xl = await summarize(xlUser.client, 26_000);
    const xlLeft = await xlUser.client.fetch(`/api/documents/${xl.id}/leave`, { method: 'POST' });
    expect(await xlLeft.json()).toEqual({ deleted: false });

    const deleted = await subscriber.client.json('DELETE', `/api/documents/${kept.id}`);
    expect(deleted.body).toEqual({ deleted: true });
    expect(await documentIds(subscriber.client)).toEqual([]);
  });

  it('sweeps unclaimed summaries after an hour and XL summaries after 24 hours; retained ones stay', async () => {
    const member = await newUser();
    const regular = await summarize(member.client);
    const xlUser = await newUser();
    await harness.database.setBalance(xlUser.email, { ultra_large_100k_credits: 1 });
    const xl = await summarize(xlUser.client, 26_000);
    const subscriber = await newUser();
    await harness.database.subscribe(subscriber.email, new Date(clock + 90 * 86_400_000));
    const kept = await summarize(subscriber.client);

    clock += RETENTION.unclaimedSummary - 60_000;
    await harness.server.sweepRetention();
    expect(await documentIds(member.client)).toEqual([regular.id]);

    clock += 2 * 60_000;
    await harness.server.sweepRetention();
    expect(await documentIds(member.client)).toEqual([]);
    expect(await documentIds(xlUser.client)).toEqual([xl.id]);

    clock += RETENTION.xlSummary;
    await harness.server.sweepRetention();
    expect(await documentIds(xlUser.client)).toEqual([]);
    expect(await documentIds(subscriber.client)).toEqual([kept.id]);
  });
});

describe('the sweeper after a restart', () => {
  let restartClock = Date.parse('2026-11-21T09:00:00Z');
  const restarted = withTestServer({}, { now: () => new Date(restartClock) });

  it('deletes what expired while the server was down, at start-up', async () => {
    const { client } = await signUp(restarted.server, { email: 'restart@example.com' });
    await summarize(client);
    await restarted.restart(async () => {
      expect(await restarted.database.documentCount()).toBe(1);
      restartClock += RETENTION.unclaimedSummary + 1000;
    });
    // The start-up sweep ran before the server answered anything.
    expect(await restarted.database.documentCount()).toBe(0);
    const login = createTestClient(restarted.server.url, { origin: restarted.server.config.publicUrl });
    expect(
      (
        await login.json('POST', '/api/login', {
          email: 'restart@example.com',
          password: 'a strong password',
        })
      ).status,
    ).toBe(200);
    expect(await documentIds(login)).toEqual([]);
  });
});
