/**
 * The built renderer in Chromium, under its production Content Security Policy, with a recorded
 * stand-in for the preload bridge: runs on every machine, Electron binary or not.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

const page = pathToFileURL(join(import.meta.dirname, '../../dist/desktop/renderer/index.html')).href;

test.beforeEach(async ({ page: tab }) => {
  await tab.addInitScript(() => {
    type Listener = (value: unknown) => void;
    const listeners: Record<string, Listener[]> = {};
    const calls: unknown[][] = [];
    const on = (name: string) => (callback: Listener) => {
      listeners[name] = [...(listeners[name] ?? []), callback];
      return () => {};
    };
    Object.assign(window, {
      recordedCalls: calls,
      emitFromMain: (name: string, value: unknown) => {
        for (const listener of listeners[name] ?? []) listener(value);
      },
      summerDesktop: {
        platform: 'linux',
        appVersion: async () => '0.1.0',
        getSession: async () => ({
          signedIn: false,
          serverUrl: 'http://localhost:3000',
          email: null,
          storage: 'none',
          storageNote: null,
        }),
        api: async (...args: unknown[]) => {
          calls.push(['api', ...args]);
          return { ok: false, code: 'signed_out', message: 'Sign in to use your account.' };
        },
        extractFile: async (path: string) => {
          calls.push(['extractFile', path]);
          return {
            ok: true,
            value: {
              path,
              name: 'minutes.txt',
              size: 120,
              text: 'Project Aurora: weekly meeting notes',
              format: 'txt',
              wordCount: 5,
              isTranscript: false,
              warnings: [],
            },
          };
        },
        pathForDroppedFile: () => '',
        onFileOpened: on('fileOpened'),
        onMenuCommand: on('menuCommand'),
        onSummaryProgress: on('summaryProgress'),
      },
    });
  });
});

test('the built renderer shows the shared UI under its CSP and asks the server through the bridge', async ({
  page: tab,
}) => {
  const violations: string[] = [];
  tab.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await tab.goto(page);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  // The shared UI's "who is signed in" check went through the bridge, not the network.
  await expect
    .poll(() => tab.evaluate(() => (window as unknown as { recordedCalls: unknown[][] }).recordedCalls))
    .toContainEqual(['api', 'GET', '/api/auth/user', undefined]);
  expect(violations).toEqual([]);
});

/**
 * A signed-in subscriber and a server that can be switched off: while unreachable, the API answers
 * `offline` and `summarize` answers the device's summary, as the main process does.
 */
async function signedInWithSwitchableServer(tab: Page) {
  await tab.addInitScript(() => {
    type Listener = () => void;
    const calls = (window as unknown as { recordedCalls: unknown[][] }).recordedCalls;
    const bridge = (window as unknown as { summerDesktop: Record<string, unknown> }).summerDesktop;
    const libraryListeners = new Set<Listener>();
    const progressListeners = new Set<(progress: unknown) => void>();
    const server = { reachable: true, documents: [] as Record<string, unknown>[], sequence: 0 };
    const answer = (status: number, body: unknown) => ({
      ok: true,
      value: { status, statusText: 'OK', contentType: 'application/json', body: JSON.stringify(body) },
    });
    const offline = { ok: false, code: 'offline', message: 'The server cannot be reached.' };
    const stats = (level: number) => ({
      originalWords: 42,
      summaryWords: 8,
      compressionRatio: 19,
      timeSavedDisplay: '1 minute',
      processingTime: 30,
      language: 'en',
      level,
    });
    Object.assign(window, {
      setServerReachable: (reachable: boolean) => {
        server.reachable = reachable;
        if (reachable) window.dispatchEvent(new Event('online'));
      },
      serverDocuments: () => server.documents,
    });
    Object.assign(bridge, {
      getSession: async () => ({
        signedIn: true,
        serverUrl: 'http://localhost:3000',
        email: 'ana@example.com',
        storage: 'encrypted',
        storageNote: null,
      }),
      api: async (method: string, path: string, body?: unknown) => {
        calls.push(['api', method, path, body]);
        if (!server.reachable) return offline;
        if (path === '/api/auth/user') {
          return answer(200, {
            id: 'user-ana',
            email: 'ana@example.com',
            firstName: 'Ana',
            subscriptionActive: true,
            subscriptionExpiresAt: '2099-01-01T00:00:00.000Z',
          });
        }
        if (path === '/api/documents') {
          return answer(
            200,
            server.documents.map(({ summary: _summary, stats: _stats, sources: _sources, ...item }) => item),
          );
        }
        if (path.startsWith('/api/sync/documents/pull')) {
          const since = Number(new URL(path, 'http://x').searchParams.get('sequence'));
          const documents = server.documents.filter((document) => Number(document.sequence) > since);
          const last = documents.at(-1);
          return answer(200, {
            documents,
            checkpoint: last ? { sequence: last.sequence, id: last.id } : null,
          });
        }
        if (path === '/api/sync/documents/push') return answer(200, []);
        return answer(404, { error: 'not_found' });
      },
      onLibraryChange: (callback: Listener) => {
        libraryListeners.add(callback);
        return () => libraryListeners.delete(callback);
      },
      onSummaryProgress: (callback: (progress: unknown) => void) => {
        progressListeners.add(callback);
        return () => progressListeners.delete(callback);
      },
      summarize: async (text: string, filename: string, level: number, requestId?: string) => {
        calls.push(['summarize', text, filename, level, ...(requestId ? [requestId] : [])]);
        if (!server.reachable) {
          for (const listener of progressListeners) listener({ stage: 'summarize', source: 'device' });
          const summary = 'Project Aurora ships in March.';
          return {
            ok: true,
            value: {
              source: 'device',
              reason: 'offline',
              summary,
              result: {
                markdown: summary,
                sentences: [{ text: summary, sourceStart: 0, sourceEnd: 30 }],
                stats: { ...stats(level), originalReadingTime: 0.2, summaryReadingTime: 0 },
                language: { code: 'en', name: 'English', confidence: 0.9 },
                engine: 'local',
              },
            },
          };
        }
        for (const listener of progressListeners) {
          listener({ stage: 'analyze', source: 'server', wordCount: 42 });
          listener({ stage: 'summarize', source: 'server' });
        }
        server.sequence += 1;
        const id = `doc-${server.sequence}`;
        const at = new Date().toISOString();
        const result = {
          id,
          filename,
          summary: `The server’s summary of ${filename}: Project Aurora ships in March.`,
          stats: stats(level),
          sources: [],
          warnings: [],
          creditUsed: 'subscription',
          retention: 'retain',
          expiresAt: null,
        };
        server.documents.push({
          id,
          filename,
          wordCount: 42,
          summaryWordCount: 8,
          language: 'en',
          level,
          summary: result.summary,
          stats: result.stats,
          sources: [],
          retention: 'retain',
          expiresAt: null,
          createdAt: at,
          updatedAt: at,
          sequence: server.sequence,
          _deleted: false,
        });
        // The server tells the app's event stream that the library changed.
        setTimeout(() => {
          for (const listener of libraryListeners) listener();
        }, 0);
        return {
          ok: true,
          value: { source: 'server', id, summary: result.summary, stats: result.stats, result },
        };
      },
    });
  });
}

const emit = (tab: Page, name: string, value: unknown) =>
  tab.evaluate(
    ([event, payload]) =>
      (window as unknown as { emitFromMain: (name: string, value: unknown) => void }).emitFromMain(
        event as string,
        payload,
      ),
    [name, value] as const,
  );

const recordedCalls = (tab: Page) =>
  tab.evaluate(() => (window as unknown as { recordedCalls: unknown[][] }).recordedCalls);

test('a document opened from the menu lands in the dashboard, is read on the device and summarized from its text', async ({
  page: tab,
}) => {
  await signedInWithSwitchableServer(tab);
  await tab.goto(`${page}#/pricing`);
  await tab.getByRole('heading', { level: 1 }).first().waitFor();
  await emit(tab, 'fileOpened', { path: '/home/ana/minutes.txt', name: 'minutes.txt', size: 120 });
  // File > Open brings the dashboard up with the document chosen.
  await expect(tab.getByTestId('selected-file')).toContainText('minutes.txt');
  await tab.getByRole('button', { name: 'Summarize Document' }).click();
  const result = tab.getByRole('region', { name: 'Your Summary' });
  await expect(result).toContainText('The server’s summary of minutes.txt: Project Aurora ships in March.');
  await expect(result.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(result.getByRole('button', { name: 'Save / Download' })).toBeVisible();
  await expect(result.getByText('Saved to your account')).toBeVisible();
  await expect(tab.getByTestId('offline-summary-note')).toHaveCount(0);
  // The file was read on this computer; only its text went to the server.
  const calls = await recordedCalls(tab);
  expect(calls).toContainEqual(['extractFile', '/home/ana/minutes.txt']);
  expect(calls).toContainEqual(['summarize', 'Project Aurora: weekly meeting notes', 'minutes.txt', 3]);
  expect(calls.some((call) => String(call[2]).startsWith('/api/upload'))).toBe(false);

  // The menu's Library and New Summary items.
  await emit(tab, 'menuCommand', 'show-library');
  await expect(tab.getByRole('heading', { name: 'Library' })).toBeVisible();
  await emit(tab, 'menuCommand', 'new-summary');
  await expect(tab.getByRole('heading', { name: 'Summarize a document' })).toBeVisible();
  await expect(tab.getByText('Drop a document here or choose one')).toBeVisible();
});

test('offline, the device summarizes; the summary waits in the library and is sent once back online', async ({
  page: tab,
}) => {
  await signedInWithSwitchableServer(tab);
  await tab.goto(page);
  await expect(tab.getByRole('heading', { name: 'Summarize a document' })).toBeVisible();
  await tab.evaluate(() =>
    (window as unknown as { setServerReachable: (on: boolean) => void }).setServerReachable(false),
  );
  await emit(tab, 'fileOpened', { path: '/home/ana/minutes.txt', name: 'minutes.txt', size: 120 });
  await tab.getByRole('button', { name: 'Summarize Document' }).click();
  const result = tab.getByRole('region', { name: 'Your Summary' });
  await expect(result).toContainText('Project Aurora ships in March.');
  await expect(tab.getByTestId('offline-summary-note')).toContainText('Made on this computer while offline');
  // Recent Summaries cannot be asked offline: it says so instead of reporting an error.
  await expect(tab.getByText(/You are offline\. Your recent summaries show here again/)).toBeVisible();

  await tab.evaluate(() => {
    window.location.hash = '#/library';
  });
  const entry = tab.getByRole('button', { name: /minutes\.txt/ });
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId('waiting-to-sync')).toHaveText('Waiting to sync');

  await tab.evaluate(() =>
    (window as unknown as { setServerReachable: (on: boolean) => void }).setServerReachable(true),
  );
  // The text went to the server once; the server's document replaces the waiting one.
  await expect(tab.getByTestId('waiting-to-sync')).toHaveCount(0);
  // The library's replication retries its failed pull every 5 s (shared/sync/replication.ts).
  await expect(tab.getByRole('button', { name: /minutes\.txt/ })).toHaveCount(1, { timeout: 15_000 });
  const sends = (await recordedCalls(tab)).filter((call) => call[0] === 'summarize');
  // The pending send carries the entry's idempotency key (the dashboard's own first try needs none).
  expect(sends).toEqual([
    ['summarize', 'Project Aurora: weekly meeting notes', 'minutes.txt', 3],
    [
      'summarize',
      'Project Aurora: weekly meeting notes',
      'minutes.txt',
      3,
      expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    ],
  ]);
  await tab.getByRole('button', { name: /minutes\.txt/ }).click();
  await expect(tab.getByText('The server’s summary of minutes.txt')).toBeVisible();
  expect(
    await tab.evaluate(
      () => (window as unknown as { serverDocuments: () => unknown[] }).serverDocuments().length,
    ),
  ).toBe(1);
});

test('signed out, a document opened from the menu waits while the user signs in', async ({ page: tab }) => {
  await tab.goto(page);
  await tab.getByRole('heading', { level: 1 }).waitFor();
  await emit(tab, 'fileOpened', { path: '/home/ana/minutes.txt', name: 'minutes.txt', size: 120 });
  await expect(tab.getByText('Sign in to summarize minutes.txt')).toBeVisible();
  await expect(tab).toHaveURL(/#\/auth$/);
});

test('opened without a connection, the app still shows the last account’s dashboard', async ({
  page: tab,
}) => {
  await signedInWithSwitchableServer(tab);
  await tab.addInitScript(() => {
    (window as unknown as { setServerReachable: (on: boolean) => void }).setServerReachable(false);
    localStorage.setItem(
      'summer-signed-in-account',
      JSON.stringify({ id: 'user-ana', email: 'ana@example.com', firstName: 'Ana' }),
    );
  });
  await tab.goto(page);
  await expect(tab.getByRole('heading', { name: 'Summarize a document' })).toBeVisible();
});

test('the library replicates through the bridge and pulls when the main process signals a change', async ({
  page: tab,
}) => {
  await tab.addInitScript(() => {
    type Listener = () => void;
    const libraryListeners = new Set<Listener>();
    const calls = (window as unknown as { recordedCalls: unknown[][] }).recordedCalls;
    const summary = {
      id: 'doc-1',
      filename: 'harbour plan.txt',
      wordCount: 900,
      summaryWordCount: 12,
      language: 'en',
      level: 3,
      summary: 'The harbour opens a second quay in May. Ferries move to the new quay.',
      stats: {},
      sources: [
        {
          text: 'The harbour opens a second quay in May.',
          sourceStart: 120,
          sourceEnd: 160,
          passage: 'After two years of works, the harbour opens a second quay in May.',
        },
      ],
      retention: 'retain',
      expiresAt: null,
      createdAt: '2026-11-21T09:00:00.000Z',
      updatedAt: '2026-11-21T09:00:00.000Z',
      sequence: 1,
      _deleted: false,
    };
    let published = false;
    const answer = (status: number, body: unknown) => ({
      ok: true,
      value: { status, statusText: 'OK', contentType: 'application/json', body: JSON.stringify(body) },
    });
    const bridge = (window as unknown as { summerDesktop: Record<string, unknown> }).summerDesktop;
    Object.assign(window, {
      publishSummary: () => {
        published = true;
        for (const listener of libraryListeners) listener();
      },
      libraryWatchers: () => libraryListeners.size,
    });
    Object.assign(bridge, {
      getSession: async () => ({
        signedIn: true,
        serverUrl: 'http://localhost:3000',
        email: 'ana@example.com',
        storage: 'encrypted',
        storageNote: null,
      }),
      api: async (method: string, path: string, body?: unknown) => {
        calls.push(['api', method, path, body]);
        if (path === '/api/auth/user') return answer(200, { id: 'user-ana', email: 'ana@example.com' });
        if (path.startsWith('/api/sync/documents/pull')) {
          const since = Number(new URL(path, 'http://x').searchParams.get('sequence'));
          const documents = published && since < 1 ? [summary] : [];
          return answer(200, {
            documents,
            checkpoint: documents.length ? { sequence: 1, id: 'doc-1' } : null,
          });
        }
        if (path === '/api/sync/documents/push') return answer(200, []);
        return answer(404, { error: 'not_found' });
      },
      onLibraryChange: (callback: Listener) => {
        libraryListeners.add(callback);
        return () => libraryListeners.delete(callback);
      },
    });
  });
  await tab.goto(`${page}#/library`);
  await expect(tab.getByRole('heading', { name: 'Library' })).toBeVisible();
  await expect(tab.getByText('No summaries yet')).toBeVisible();
  // The replication asked the server through the bridge (the main process adds the token), and follows
  // the main process's change signals instead of opening a stream of its own.
  const recorded = () =>
    tab.evaluate(() => (window as unknown as { recordedCalls: unknown[][] }).recordedCalls);
  await expect
    .poll(async () =>
      (await recorded()).some((call) => String(call[2]).startsWith('/api/sync/documents/pull')),
    )
    .toBe(true);
  expect((await recorded()).some((call) => String(call[2]).includes('/stream'))).toBe(false);
  await expect
    .poll(() =>
      tab.evaluate(() => (window as unknown as { libraryWatchers: () => number }).libraryWatchers()),
    )
    .toBe(1);

  await tab.evaluate(() => (window as unknown as { publishSummary: () => void }).publishSummary());
  const entry = tab.getByRole('button', { name: /harbour plan\.txt/ });
  await expect(entry).toBeVisible();
  await entry.click();
  const sentence = tab.locator('[data-source-sentence]').first();
  await sentence.hover();
  await expect(tab.getByTestId('source-passage')).toHaveText(
    'After two years of works, the harbour opens a second quay in May.',
  );
});
