import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_RESYNC } from '../../shared/api/sync.ts';
import { type StripeStandIn, startStripeStandIn } from '../payments/testing/stripeStandIn.ts';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';
import { createTestClient, generatedText, TEST_PASSWORD, type TestClient } from '../testing/httpClient.ts';
import { dropTestDatabase, testPostgresUrl } from '../testing/postgres.ts';
import { openProgressStream, readStages } from '../testing/progressStream.ts';
import { type ServerProcess, startServerProcess } from '../testing/serverProcess.ts';

/**
 * Three server processes on one PostgreSQL database, as behind a load balancer: every promise holds
 * across them. Runs under `npm run test:pg` (several processes on one SQLite file are not a
 * deployment we offer).
 */
const PUBLIC_URL = 'http://summer-cluster.test';
// Long enough that a live instance on a busy machine always renews in time.
const LEASE_MS = 5000;
const dataDir = mkdtempSync(join(tmpdir(), 'summer-cluster-'));
let stripe: StripeStandIn;
let instances: ServerProcess[] = [];
let database: TestDatabase;

beforeAll(async () => {
  if (!testPostgresUrl) return;
  stripe = await startStripeStandIn();
  const env = {
    PUBLIC_URL,
    SUMMARIZE_WORKERS: '1',
    // Every upload of the test reaches the credit reservation: no per-account or queue limit in the way.
    UPLOADS_PER_ACCOUNT: '100',
    SUMMARIZE_QUEUE_LIMIT: '100',
    AUTH_RATE_LIMIT_PER_IP: '10000',
    UPLOAD_LEASE_MS: String(LEASE_MS),
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  };
  // The first creates the schema; the other two start together on it.
  const first = await startServerProcess(dataDir, env);
  instances = [
    first,
    ...(await Promise.all([startServerProcess(dataDir, env), startServerProcess(dataDir, env)])),
  ];
  database = await openTestDatabase(dataDir);
}, 180_000);

afterAll(async () => {
  await database?.close();
  await Promise.all(instances.map((instance) => instance.kill()));
  await stripe?.close();
  rmSync(dataDir, { recursive: true, force: true });
  await dropTestDatabase(dataDir);
});

const instance = (index: number): ServerProcess => {
  const found = instances[index % instances.length];
  if (!found) throw new Error('no instance');
  return found;
};

/** A client of one instance carrying another client's session cookie, as a balancer would route it. */
function sameSessionOn(client: TestClient, index: number): TestClient {
  const other = createTestClient(instance(index).url, { origin: PUBLIC_URL });
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

let accounts = 0;
async function account(balance: { paid_documents_available: number }) {
  const email = `cluster-${++accounts}@example.com`;
  const client = createTestClient(instance(accounts).url, { origin: PUBLIC_URL });
  const signedUp = await client.json('POST', '/api/register', {
    email,
    password: TEST_PASSWORD,
    firstName: 'Cluster',
    lastName: 'Test',
  });
  expect(signedUp.status).toBe(201);
  await database.setBalance(email, { free_documents_used: 3, ...balance });
  return { email, client };
}

function uploadText(client: TestClient, text: string, key?: string) {
  return client.fetch('/api/upload-text', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({ text, compressionLevel: 2 }),
  });
}

/** Credits spent and summaries kept by the account: a credit is never spent without its summary. */
async function ledger(email: string, credits: number) {
  const { paid_documents_available } = await database.balance(email);
  const userId = await database.userId(email);
  const { n } = await database.db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return { spent: credits - paid_documents_available, summaries: n };
}

describe.skipIf(!testPostgresUrl)('three server instances on one PostgreSQL', () => {
  it('spend 3 credits on exactly 3 summaries when 60 uploads arrive at once, spread over all three', async () => {
    const { email, client } = await account({ paid_documents_available: 3 });
    const clients = [0, 1, 2].map((index) => sameSessionOn(client, index));
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        uploadText(clients[index % 3] as TestClient, `Upload ${index}. ${generatedText(300)}`).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
        ),
      ),
    );
    console.log(
      `60 uploads over three instances with 3 credits: ${statuses.filter((status) => status === 200).length} summaries, ` +
        `${statuses.filter((status) => status === 402).length} answered 402`,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(57);
    expect(await ledger(email, 3)).toEqual({ spent: 3, summaries: 3 });
  }, 180_000);

  it('grant a payment once when its webhook reaches all three at the same moment, ten times each', async () => {
    const { email, client } = await account({ paid_documents_available: 0 });
    const started = await client.json<{ paymentIntentId: string }>('POST', '/api/create-payment-intent', {
      packageType: 'bundle_5',
    });
    expect(started.status).toBe(200);
    const event = stripe.account.succeedPaymentIntent(started.body.paymentIntentId);
    const deliveries = Array.from({ length: 30 }, (_, index) =>
      stripe.deliver(event, `${instance(index).url}/api/stripe/webhook`),
    );
    expect(new Set(await Promise.all(deliveries))).toEqual(new Set([200]));
    expect((await database.balance(email)).paid_documents_available).toBe(5);
    const userId = await database.userId(email);
    const grants = await database.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(grants.map((grant) => [grant.reason, grant.paid_delta])).toEqual([['purchase', 5]]);
    const events = await database.db
      .selectFrom('stripe_events')
      .select('id')
      .where('id', '=', event.id)
      .execute();
    expect(events).toHaveLength(1);
  }, 60_000);

  it('tell a library stream on one instance of a change made through another, within a second', async () => {
    const { email, client } = await account({ paid_documents_available: 0 });
    await database.subscribe(email, new Date(Date.now() + 30 * 86_400_000));
    const watcher = sameSessionOn(client, 1);
    const writer = sameSessionOn(client, 2);
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const upload = await uploadText(writer, `Summary ${index}. ${generatedText(200)}`);
      expect(upload.status).toBe(200);
      ids.push(((await upload.json()) as { id: string }).id);
    }
    const controller = new AbortController();
    const stream = await watcher.fetch('/api/sync/documents/stream', {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const messages = readEvents(stream);
    // The stream opens with a RESYNC of its own (pull what you missed); then it waits for news.
    expect(await messages.next()).toBe(STREAM_RESYNC);
    const delays: number[] = [];
    for (const id of ids) {
      // From the deletion's request through instance 3 to the news on instance 2's stream.
      const sentAt = Date.now();
      const deleted = await writer.json('DELETE', `/api/documents/${id}`);
      expect(deleted.status).toBe(200);
      expect(await messages.next()).toBe(STREAM_RESYNC);
      delays.push(Date.now() - sentAt);
    }
    controller.abort();
    console.log(`a deletion through instance 3 reached a stream on instance 2 in ${delays.join(', ')} ms`);
    for (const delay of delays) expect(delay).toBeLessThan(1000);
  }, 60_000);

  it("stream an upload's progress from whichever instance the stream reaches, to its owner only", async () => {
    const { client } = await account({ paid_documents_available: 1 });
    const id = randomBytes(12).toString('base64url');
    const watching = await openProgressStream(sameSessionOn(client, 0), id);
    expect(watching.status).toBe(200);
    const stages = readStages(watching);
    const stranger = await account({ paid_documents_available: 0 });
    const upload = await sameSessionOn(client, 1).json('POST', `/api/upload-text?progressId=${id}`, {
      text: generatedText(2000),
    });
    expect(upload.status).toBe(200);
    expect((await stages).map((event) => event.stage)).toEqual([
      'upload',
      'analyze',
      'summarize',
      'complete',
    ]);
    // The third instance heard it too, and answers the last stage to the owner and nobody else.
    const polled = await sameSessionOn(client, 2).json('GET', `/api/progress/${id}`);
    expect(polled).toEqual({ status: 200, body: { stage: 'complete', wordCount: 2000 } });
    expect((await sameSessionOn(stranger.client, 2).json('GET', `/api/progress/${id}`)).status).toBe(404);
  }, 60_000);

  it('lose nothing on the others when one is killed mid-upload, and give back what it held', async () => {
    const credits = 30;
    const { email, client } = await account({ paid_documents_available: credits });
    const clients = [0, 1, 2].map((index) => sameSessionOn(client, index));
    const uploads = Array.from({ length: 18 }, (_, index) => ({
      key: randomUUID(),
      text: `Upload ${index}. ${generatedText(20_000)}`,
      on: index % 3,
    }));
    const answers = uploads.map((upload) =>
      uploadText(clients[upload.on] as TestClient, upload.text, upload.key).then(
        async (response) => ({ status: response.status, body: await response.text() }),
        () => ({ status: 'connection lost' as const, body: '' }),
      ),
    );
    // Kill the third instance once it holds a reservation it has not finished (its claims carry its pid).
    const victim = instance(2);
    const userId = await database.userId(email);
    const victimsOpenClaims = async () =>
      (
        await database.db
          .selectFrom('upload_requests')
          .select('lease_owner')
          .where('user_id', '=', userId)
          .where('document_id', 'is', null)
          .execute()
      ).filter((claim) => claim.lease_owner?.includes(`-${victim.child.pid}-`)).length;
    while ((await victimsOpenClaims()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await victim.kill();
    const killedAt = Date.now();
    const results = await Promise.all(answers);
    results.forEach((result, index) => {
      // Every upload sent to a live instance was summarized; the killed one's lost their connection
      // (or had finished before).
      if (uploads[index]?.on !== 2) expect(result.status, result.body).toBe(200);
    });
    expect(results.filter((result) => result.status === 'connection lost').length).toBeGreaterThan(0);
    // Once the dead instance's leases run out, a live one gives its reservations back.
    const deadline = Date.now() + 10 * LEASE_MS;
    let state = await ledger(email, credits);
    while (state.spent !== state.summaries && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await ledger(email, credits);
    }
    expect(state.spent).toBe(state.summaries);
    expect(state.summaries).toBeGreaterThanOrEqual(12);
    const lost = results.filter((result) => result.status === 'connection lost').length;
    console.log(
      `killed mid-upload: ${results.length - lost} of ${results.length} uploads answered 200, ${lost} lost with the instance; ` +
        `its reservations given back ${Date.now() - killedAt} ms after the kill (lease ${LEASE_MS} ms)`,
    );
    // The killed instance's uploads, tried again through a live one, are made and paid once.
    for (const upload of uploads.filter((candidate) => candidate.on === 2)) {
      const again = await uploadText(clients[0] as TestClient, upload.text, upload.key);
      expect(again.status).toBe(200);
    }
    expect(await ledger(email, credits)).toEqual({ spent: 18, summaries: 18 });
  }, 300_000);
});

/** The `data:` lines of a server-sent event stream, one at a time. */
function readEvents(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) return data.slice(6);
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
  };
}
