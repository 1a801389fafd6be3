/**
 * The built renderer in Chromium, under its production Content Security Policy, with a recorded
 * stand-in for the preload bridge: runs on every machine, Electron binary or not.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

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

test('a document opened from the menu is extracted through the bridge and shown', async ({ page: tab }) => {
  await tab.goto(page);
  await tab.getByRole('heading', { level: 1 }).waitFor();
  await tab.evaluate(() =>
    (window as unknown as { emitFromMain: (name: string, value: unknown) => void }).emitFromMain(
      'fileOpened',
      {
        path: '/home/ana/minutes.txt',
        name: 'minutes.txt',
        size: 120,
      },
    ),
  );
  const panel = tab.getByRole('complementary', { name: 'Opened document' });
  await expect(panel.getByRole('heading')).toHaveText('minutes.txt');
  await expect(panel.getByTestId('extracted-text')).toHaveText('Project Aurora: weekly meeting notes');
  await expect(panel).toContainText('5 words · extracted on this computer');
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
