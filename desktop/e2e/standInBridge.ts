/**
 * The stand-in for the preload bridge that the renderer journeys run against: the built renderer in
 * Chromium, every bridge call recorded, events "from the main process" emitted by the test.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { testUser } from '../../shared/api/testing/users.ts';

/** The subscriber the signed-in journeys run as, complete as the server answers it. */
export const ANA = testUser({
  id: 'user-ana',
  email: 'ana@example.com',
  firstName: 'Ana',
  subscriptionActive: true,
  subscriptionExpiresAt: '2099-01-01T00:00:00.000Z',
});

/** The built renderer, loaded from its file as Electron loads it. */
export const rendererPage = pathToFileURL(
  join(import.meta.dirname, '../../dist/desktop/renderer/index.html'),
).href;

/** A signed-out bridge whose calls are recorded (window.recordedCalls). */
export async function installStandInBridge(tab: Page) {
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
}

/** The bridge reports Ana signed in (the main process holds her token). */
export async function signedIn(tab: Page) {
  await tab.addInitScript(() => {
    const bridge = (window as unknown as { summerDesktop: Record<string, unknown> }).summerDesktop;
    Object.assign(bridge, {
      getSession: async () => ({
        signedIn: true,
        serverUrl: 'http://localhost:3000',
        email: 'ana@example.com',
        storage: 'encrypted',
        storageNote: null,
      }),
    });
  });
}

/**
 * A signed-in subscriber and a server that can be switched off: while unreachable, the API answers
 * `offline` and `summarize` answers the device's summary, as the main process does.
 */
export async function signedInWithSwitchableServer(tab: Page) {
  await signedIn(tab);
  await tab.addInitScript((user) => {
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
      api: async (method: string, path: string, body?: unknown) => {
        calls.push(['api', method, path, body]);
        if (!server.reachable) return offline;
        if (path === '/api/auth/user') {
          return answer(200, user);
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
  }, ANA);
}

export const emit = (tab: Page, name: string, value: unknown) =>
  tab.evaluate(
    ([event, payload]) =>
      (window as unknown as { emitFromMain: (name: string, value: unknown) => void }).emitFromMain(
        event as string,
        payload,
      ),
    [name, value] as const,
  );

export const recordedCalls = (tab: Page) =>
  tab.evaluate(() => (window as unknown as { recordedCalls: unknown[][] }).recordedCalls);
