/**
 * The desktop app's library against the real harness.server, as the app wires it: the renderer's RxDB
 * replication calls the bridge (`createBridgeFetch`), the main process answers with the bearer token
 * (ServerSession), and live changes come from the main process's own reading of the event stream
 * (LibraryChangeRelay), since an endless stream cannot cross the bridge.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generatedText, signUp } from '../../server/testing/httpClient.ts';
import { withTestServer } from '../../server/testing/testServer.ts';
import { uploadForm } from '../../server/testing/uploadForm.ts';
import { openLibraryDatabase } from '../../shared/sync/libraryDatabase.ts';
import { replicateLibrary } from '../../shared/sync/replication.ts';
import type { DesktopBridge } from '../bridge.ts';
import { createBridgeFetch } from '../renderer/bridgeFetch.ts';
import { memoryKeyStore } from '../testing/memoryKeyStore.ts';
import { LibraryChangeRelay } from './libraryChanges.ts';
import { ServerSession } from './serverSession.ts';
import { TokenStore } from './tokenStore.ts';

const harness = withTestServer();
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'summer-desktop-library-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 15_000, interval: 100 });

async function desktopSignedInAs(email: string) {
  const session = new ServerSession({
    store: new TokenStore(join(folder, `${email}.bin`), memoryKeyStore()),
    defaultServerUrl: harness.server.url,
  });
  expect(await session.signIn(harness.server.url, email, 'a strong password')).toMatchObject({ ok: true });
  // What the preload exposes, reduced to what the library uses; each call is the main process's.
  const listeners = new Set<() => void>();
  const relay = new LibraryChangeRelay({
    session,
    notify: () => {
      for (const listener of listeners) listener();
    },
    retryMs: 200,
  });
  const bridge: Pick<DesktopBridge, 'api' | 'onLibraryChange'> = {
    api: (method, path, body) => session.request(method, path, body),
    onLibraryChange: (callback) => {
      listeners.add(callback);
      relay.watch(true);
      return () => {
        listeners.delete(callback);
        relay.watch(false);
      };
    },
  };
  return { session, bridge, relay };
}

/** The renderer's library (RxDB in memory) replicating through the desktop's bridge, as the app wires it. */
async function replicatedLibrary(
  email: string,
  desktop: Awaited<ReturnType<typeof desktopSignedInAs>>,
  name: string,
) {
  const db = await openLibraryDatabase({
    userId: email,
    storage: getRxStorageMemory(),
    multiInstance: false,
    namePrefix: name,
  });
  const replication = replicateLibrary({
    collection: db.summaries,
    fetch: createBridgeFetch(desktop.bridge),
    liveChanges: (onChange) => desktop.bridge.onLibraryChange(onChange),
    replicationId: `${name}-test`,
    retryMs: 200,
  });
  return { db, replication };
}

describe('the desktop library', () => {
  it("replicates the signed-in subscriber's library through the bridge, live, and pushes deletions", async () => {
    const email = 'desk-library@example.com';
    const { client: web } = await signUp(harness.server, { email });
    await harness.database.subscribe(email, new Date(Date.now() + 30 * 86_400_000));
    const desktop = await desktopSignedInAs(email);

    const { db, replication } = await replicatedLibrary(email, desktop, 'desktop');
    try {
      await replication.state.awaitInitialReplication();
      expect(await db.summaries.count().exec()).toBe(0);
      await eventually(async () => expect(desktop.relay.isOpen).toBe(true));

      // Made in the browser: arrives on the desktop through the main process's stream, no reSync().
      const form = uploadForm({ content: generatedText(900), filename: 'board minutes.txt' });
      const made = await web.fetch('/api/upload', { method: 'POST', body: form });
      const { id } = (await made.json()) as { id: string };
      await eventually(async () =>
        expect((await db.summaries.findOne(id).exec())?.filename).toBe('board minutes.txt'),
      );

      // Deleted on the desktop: the push crosses the bridge with the token, and the server forgets it.
      await (await db.summaries.findOne(id).exec())?.remove();
      await replication.state.awaitInSync();
      await eventually(async () => expect((await web.fetch(`/api/documents/${id}`)).status).toBe(404));
      expect(replication.refused$.value).toBe(false);
    } finally {
      await replication.stop();
      await db.close();
    }
    // The replication's stop unsubscribed from live changes: the main process closed the stream.
    expect(desktop.relay.isOpen).toBe(false);
  });

  it('a desktop signed in without a subscription is told so, and replicates nothing', async () => {
    const email = 'desk-free@example.com';
    await signUp(harness.server, { email });
    const desktop = await desktopSignedInAs(email);
    const { db, replication } = await replicatedLibrary(email, desktop, 'desktop-free');
    try {
      await eventually(async () => expect(replication.refused$.value).toBe(true));
      expect(await db.summaries.count().exec()).toBe(0);
    } finally {
      await replication.stop();
      await db.close();
      desktop.relay.reset();
    }
  });
});
