import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { UploadResult } from '../../shared/api/summarize.ts';
import type { SyncDocument } from '../../shared/api/sync.ts';
import { type LibraryDatabase, openLibraryDatabase } from '../../shared/sync/libraryDatabase.ts';
import { type LibraryReplication, replicateLibrary } from '../../shared/sync/replication.ts';
import { createTestClient, generatedText, signUp, type TestClient } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { uploadForm } from '../testing/uploadForm.ts';

/**
 * Two devices (RxDB with memory storage, the way the browser runs it with IndexedDB) replicate one
 * subscriber's library through the real server.
 */

const harness = withTestServer({ AUTH_RATE_LIMIT_PER_IP: '1000' });
let devices = 0;
const opened: { db: LibraryDatabase; replication?: LibraryReplication }[] = [];

// Registered after withTestServer, so it runs before the server closes.
afterAll(async () => {
  for (const device of opened) {
    await device.replication?.stop();
    await device.db.close();
  }
});

async function newAccount(options: { subscribed: boolean }) {
  const { email, client: first } = await signUp(harness.server, { prefix: 'sync' });
  if (options.subscribed) await harness.database.subscribe(email, new Date(Date.now() + 30 * 86_400_000));
  return { email, first };
}

/** A second device: its own session for the same account. */
async function signIn(email: string): Promise<TestClient> {
  const client = createTestClient(harness.server.url, { origin: harness.server.config.publicUrl });
  const answer = await client.json('POST', '/api/login', { email, password: 'a strong password' });
  expect(answer.status).toBe(200);
  return client;
}

async function openDevice(client: TestClient, account: string) {
  const db = await openLibraryDatabase({
    userId: account,
    storage: getRxStorageMemory(),
    multiInstance: false,
    namePrefix: `device${++devices}`,
  });
  const device = {
    db,
    replication: undefined as LibraryReplication | undefined,
    async connect() {
      device.replication = replicateLibrary({
        collection: db.summaries,
        fetch: (path, init) => client.fetch(path, init),
        replicationId: `test-${account}`,
        retryMs: 200,
      });
      await device.replication.state.awaitInitialReplication();
    },
    async disconnect() {
      await device.replication?.stop();
      device.replication = undefined;
    },
    ids: async () => (await db.summaries.find().exec()).map((doc) => doc.id).sort(),
    get: (id: string) => db.summaries.findOne(id).exec(),
  };
  opened.push(device);
  return device;
}

async function uploadWithSources(client: TestClient, filename: string) {
  const form = uploadForm({ content: generatedText(900), filename });
  const response = await client.fetch('/api/upload', { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return (await response.json()) as UploadResult;
}

async function upload(client: TestClient, filename: string): Promise<string> {
  return (await uploadWithSources(client, filename)).id;
}

const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 15_000, interval: 100 });

describe('library replication between two devices of one subscriber', () => {
  it('a summary made on one device appears on the other; a deletion on the other disappears on the first', async () => {
    const { email, first } = await newAccount({ subscribed: true });
    const a = await openDevice(first, email);
    const b = await openDevice(await signIn(email), email);
    await a.connect();
    await b.connect();

    const made = await uploadWithSources(first, 'board minutes.txt');
    const id = made.id;
    await eventually(async () => expect(await b.ids()).toEqual([id]));
    const onB = await b.get(id);
    expect(onB?.filename).toBe('board minutes.txt');
    expect(onB?.summary.length).toBeGreaterThan(100);
    expect(onB?.retention).toBe('retain');
    // Each sentence's source travels with the summary: offsets and passage, as the upload answered.
    expect(made.sources.length).toBeGreaterThan(0);
    expect(onB?.toJSON().sources).toEqual(made.sources);
    expect(onB?.sources[0]?.passage).toContain(onB?.sources[0]?.text.slice(0, 20));
    await eventually(async () => expect(await a.ids()).toEqual([id]));

    await onB?.remove();
    await eventually(async () => expect(await a.ids()).toEqual([]));
    // The server keeps a tombstone without the text; the documents API no longer shows it.
    expect((await first.json('GET', `/api/documents/${id}`)).status).toBe(404);
    const pulled = await first.json<{ documents: SyncDocument[] }>('GET', '/api/sync/documents/pull');
    expect(pulled.body.documents).toEqual([
      expect.objectContaining({ id, _deleted: true, summary: '', sources: [] }),
    ]);
  });

  it('an edit made offline syncs after reconnecting', async () => {
    const { email, first } = await newAccount({ subscribed: true });
    const a = await openDevice(first, email);
    const b = await openDevice(await signIn(email), email);
    const id = await upload(first, 'contract.txt');
    await a.connect();
    await b.connect();
    await eventually(async () => expect(await b.ids()).toEqual([id]));

    await a.disconnect();
    await (await a.get(id))?.incrementalPatch({ retention: 'delete', filename: 'contract (draft).txt' });
    const listed = await first.json<{ retention: string }[]>('GET', '/api/documents');
    expect(listed.body[0]?.retention).toBe('retain');

    await a.connect();
    await a.replication?.state.awaitInSync();
    await eventually(async () => {
      const [row] = (
        await first.json<{ retention: string; filename: string; expiresAt: string }[]>(
          'GET',
          '/api/documents',
        )
      ).body;
      expect(row).toMatchObject({
        retention: 'delete',
        filename: 'contract (draft).txt',
        expiresAt: expect.any(String),
      });
    });
    await eventually(async () =>
      expect(await b.get(id)).toMatchObject({ retention: 'delete', filename: 'contract (draft).txt' }),
    );
  });

  it('concurrent edits: the server wins, so the first edit to reach it stays everywhere', async () => {
    const { email, first } = await newAccount({ subscribed: true });
    const a = await openDevice(first, email);
    const b = await openDevice(await signIn(email), email);
    const id = await upload(first, 'plan.txt');
    await a.connect();
    await b.connect();
    await eventually(async () => expect(await b.ids()).toEqual([id]));
    await a.disconnect();
    await b.disconnect();

    await (await a.get(id))?.incrementalPatch({ filename: 'plan from A.txt' });
    await (await b.get(id))?.incrementalPatch({ filename: 'plan from B.txt', retention: 'delete' });
    await a.connect();
    await a.replication?.state.awaitInSync();
    await b.connect();
    await b.replication?.state.awaitInSync();

    await eventually(async () => {
      expect(await b.get(id)).toMatchObject({ filename: 'plan from A.txt', retention: 'retain' });
      expect(await a.get(id)).toMatchObject({ filename: 'plan from A.txt', retention: 'retain' });
    });
    const [row] = (await first.json<{ filename: string; retention: string }[]>('GET', '/api/documents')).body;
    expect(row).toMatchObject({ filename: 'plan from A.txt', retention: 'retain' });
  });

  it('refuses pushes that change the summary or counts, and stale pushes, answering the server state', async () => {
    const { first } = await newAccount({ subscribed: true });
    const id = await upload(first, 'notes.txt');
    const master = (await first.json<{ documents: SyncDocument[] }>('GET', '/api/sync/documents/pull')).body
      .documents[0] as SyncDocument;
    const forged = { ...master, summary: 'Something else entirely', wordCount: 1 };
    const refused = await first.json<SyncDocument[]>('POST', '/api/sync/documents/push', [
      { assumedMasterState: master, newDocumentState: forged },
    ]);
    expect(refused.body).toEqual([master]);
    const stale = await first.json<SyncDocument[]>('POST', '/api/sync/documents/push', [
      {
        assumedMasterState: { ...master, sequence: master.sequence - 1 },
        newDocumentState: { ...master, filename: 'x.txt' },
      },
    ]);
    expect(stale.body).toEqual([master]);
    const detail = await first.json<{ summary: string; wordCount: number; filename: string }>(
      'GET',
      `/api/documents/${id}`,
    );
    expect(detail.body).toMatchObject({
      summary: master.summary,
      wordCount: master.wordCount,
      filename: 'notes.txt',
    });
    // Pushes leave the summary out: a rename without it applies and the summary stays whole.
    const renamed = await first.json<SyncDocument[]>('POST', '/api/sync/documents/push', [
      {
        assumedMasterState: { ...master, summary: '', sources: [] },
        newDocumentState: { ...master, summary: '', sources: [], filename: 'renamed.txt' },
      },
    ]);
    expect(renamed.body).toEqual([]);
    const afterRename = await first.json<{ summary: string; filename: string }>(
      'GET',
      `/api/documents/${id}`,
    );
    expect(afterRename.body).toMatchObject({ summary: master.summary, filename: 'renamed.txt' });
    const invalid = await first.json('POST', '/api/sync/documents/push', [{ newDocumentState: { id } }]);
    expect(invalid.status).toBe(400);
  });
});

describe('who replicates', () => {
  it("another user's documents never arrive, and pushing their id is refused without revealing anything", async () => {
    const owner = await newAccount({ subscribed: true });
    const secretId = await upload(owner.first, 'salaries.txt');
    const intruder = await newAccount({ subscribed: true });
    const device = await openDevice(intruder.first, intruder.email);
    await device.connect();
    const ownId = await upload(intruder.first, 'mine.txt');
    await eventually(async () => expect(await device.ids()).toEqual([ownId]));

    const ownerState = (
      await owner.first.json<{ documents: SyncDocument[] }>('GET', '/api/sync/documents/pull')
    ).body.documents[0] as SyncDocument;
    const attack = await intruder.first.json<SyncDocument[]>('POST', '/api/sync/documents/push', [
      { assumedMasterState: ownerState, newDocumentState: { ...ownerState, _deleted: true } },
    ]);
    expect(attack.status).toBe(200);
    expect(attack.body).toHaveLength(1);
    expect(attack.body[0]).toMatchObject({
      id: secretId,
      _deleted: true,
      filename: '',
      summary: '',
      wordCount: 0,
    });
    expect((await owner.first.json('GET', `/api/documents/${secretId}`)).status).toBe(200);
    expect(await device.ids()).toEqual([ownId]);
  });

  it('non-subscribers replicate nothing: the server answers 403 with a clear code', async () => {
    const { email, first } = await newAccount({ subscribed: false });
    await upload(first, 'free.txt');
    const pull = await first.json<{ error: string }>('GET', '/api/sync/documents/pull');
    expect(pull.status).toBe(403);
    expect(pull.body.error).toBe('sync_requires_subscription');
    expect((await first.fetch('/api/sync/documents/stream')).status).toBe(403);

    const device = await openDevice(first, email);
    device.replication = replicateLibrary({
      collection: device.db.summaries,
      fetch: (path, init) => first.fetch(path, init),
      replicationId: `test-${email}`,
      retryMs: 200,
    });
    await eventually(async () => expect(device.replication?.refused$.value).toBe(true));
    expect(await device.ids()).toEqual([]);
    expect((await createTestClient(harness.server.url).json('GET', '/api/sync/documents/pull')).status).toBe(
      401,
    );
  });
});
