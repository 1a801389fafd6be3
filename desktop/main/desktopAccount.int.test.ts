/**
 * The desktop app's account journey against the real server: sign in for a bearer token, summarize a
 * document's text, read the library, sign out (revoking the token). Files are extracted on the device;
 * the server only ever sees text.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedText, signUp } from '../../server/testing/httpClient.ts';
import { withTestServer } from '../../server/testing/testServer.ts';
import { desktopPendingSender } from '../renderer/desktopSummarizer.ts';
import { typeScriptEngineWorker } from '../testing/engineWorkerSource.ts';
import { memoryKeyStore } from '../testing/memoryKeyStore.ts';
import { DeviceEngine } from './extraction.ts';
import { ServerSession } from './serverSession.ts';
import { SummaryService } from './summaries.ts';
import { TokenStore } from './tokenStore.ts';

describe('the desktop app with the real server', () => {
  const harness = withTestServer();
  let folder: string;

  beforeAll(async () => {
    await signUp(harness.server, { email: 'desk@example.com' });
    await signUp(harness.server, { email: 'queue@example.com' });
    folder = await mkdtemp(join(tmpdir(), 'summer-desktop-int-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('signs in, summarizes text, lists the library and signs out with the token revoked', async () => {
    const keys = memoryKeyStore();
    const session = new ServerSession({
      store: new TokenStore(join(folder, 'session.bin'), keys),
      defaultServerUrl: harness.server.url,
      deviceLabel: 'Summer on the test machine',
    });
    const stages: string[] = [];
    const summaries = new SummaryService({
      session,
      device: new DeviceEngine({ worker: typeScriptEngineWorker() }),
      notifier: { windowFocused: () => true, show: () => {} },
      onProgress: (progress) => stages.push(`${progress.source}:${progress.stage}`),
    });

    expect(await session.signIn(harness.server.url, 'desk@example.com', 'not the password')).toMatchObject({
      ok: false,
      code: 'invalid_credentials',
    });
    expect(await session.signIn(harness.server.url, 'desk@example.com', 'a strong password')).toMatchObject({
      ok: true,
      value: { signedIn: true, email: 'desk@example.com', storage: 'encrypted' },
    });

    const user = await session.request('GET', '/api/auth/user');
    expect(user.ok && user.value.status).toBe(200);
    expect(user.ok && JSON.parse(user.value.body)).toMatchObject({ email: 'desk@example.com' });

    const summary = await summaries.summarize(generatedText(400), 'board-minutes.docx', 2);
    expect(summary).toMatchObject({ ok: true, value: { source: 'server' } });
    if (summary.ok && summary.value.source === 'server') {
      expect(summary.value.summary.length).toBeGreaterThan(0);
      expect(summary.value.id).toMatch(/\S/);
      // The whole answer crosses, as the web's upload answers it: the dashboard's result view needs it.
      expect(summary.value.result).toMatchObject({
        id: summary.value.id,
        filename: 'board-minutes.docx',
        stats: { level: 2, originalWords: expect.any(Number) },
        sources: expect.any(Array),
      });
    }

    // Stages come from the server's progress stream as they happen, in order.
    expect(stages).toEqual(['server:upload', 'server:analyze', 'server:summarize', 'server:complete']);

    const library = await session.request('GET', '/api/documents');
    expect(library.ok && library.value.status).toBe(200);
    expect(library.ok && JSON.parse(library.value.body)).toHaveLength(1);

    // The next launch reads the same token back from the encrypted file.
    const token = (await new TokenStore(join(folder, 'session.bin'), keys).load())?.token;
    expect(token).toMatch(/^smr_/);

    expect(await session.signOut()).toMatchObject({ signedIn: false });
    expect(await session.request('GET', '/api/auth/user')).toMatchObject({ ok: false, code: 'signed_out' });
    // Revoked on the server too: the old token no longer opens anything.
    const reused = await fetch(`${harness.server.url}/api/auth/user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reused.status).toBe(401);
  });

  it('sends a pending summary with its key: repeats answer the same document, charged once; deleted, it is dropped', async () => {
    const session = new ServerSession({
      store: new TokenStore(join(folder, 'queue-session.bin'), memoryKeyStore()),
      defaultServerUrl: harness.server.url,
    });
    const summaries = new SummaryService({
      session,
      device: new DeviceEngine({ worker: typeScriptEngineWorker() }),
      notifier: { windowFocused: () => true, show: () => {} },
    });
    await session.signIn(harness.server.url, 'queue@example.com', 'a strong password');
    const send = desktopPendingSender({
      summarize: (text, filename, level, requestId) => summaries.summarize(text, filename, level, requestId),
    });
    const text = generatedText(500);
    const entry = {
      id: 'pending-1',
      requestId: crypto.randomUUID(),
      userId: 'unused',
      filename: 'site visit.docx',
      level: 3 as const,
      text,
      result: {} as never,
      createdAt: new Date().toISOString(),
      state: 'sending' as const,
      lastError: null,
    };
    const first = await send(entry);
    const again = await send(entry);
    expect(first).toMatchObject({ ok: true, result: { filename: 'site visit.docx', creditUsed: 'free' } });
    const id = first.ok ? first.result.id : 'none';
    expect(again).toMatchObject({ ok: true, result: { id } });
    const user = await session.request('GET', '/api/auth/user');
    expect(user.ok && JSON.parse(user.value.body)).toMatchObject({ freeDocumentsUsed: 1 });
    const library = await session.request('GET', '/api/documents');
    expect(library.ok && JSON.parse(library.value.body)).toEqual([expect.objectContaining({ id })]);

    await session.request('DELETE', `/api/documents/${id}`);
    expect(await send(entry)).toMatchObject({ ok: false, offline: false, gone: true });
  });
});
