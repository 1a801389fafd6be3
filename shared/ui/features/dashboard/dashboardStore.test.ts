import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../apiClient.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../errors/describeError.ts';
import { useDashboardStore } from './dashboardStore.ts';
import { configureDocumentSummarizer, type DocumentSummarizer } from './documentSummarizer.ts';

type Answer = { status: number; body: unknown };

/** Points the UI's API client at canned answers by path, recording what was asked. */
function serve(answers: Record<string, Answer>) {
  const calls: string[] = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
      const answer = key ? answers[key]! : { status: 404, body: { message: 'not here' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return calls;
}

const file = new File(['Some words to summarize.'], 'notes.txt', { type: 'text/plain' });
const result = {
  id: 'doc-1',
  filename: 'notes.txt',
  summary: 'Words.',
  stats: {
    originalWords: 4,
    summaryWords: 1,
    compressionRatio: 25,
    timeSavedDisplay: '1 minute',
    processingTime: 10,
    language: 'en',
    level: 2,
  },
  sources: [],
  warnings: [],
  creditUsed: 'free',
  retention: 'delete' as const,
  expiresAt: null,
};

describe('dashboard uploader store', () => {
  beforeEach(() => useDashboardStore.getState().reset());
  afterEach(() => configureApiClient({}));

  it('goes from file-selected through processing to success, sending the level and a progress id', async () => {
    const calls = serve({
      '/api/upload': { status: 200, body: result },
      '/api/progress/': { status: 200, body: { stage: 'complete' } },
    });
    const store = useDashboardStore.getState();
    store.chooseFile(file);
    store.setLevel(2);
    expect(useDashboardStore.getState().phase).toBe('file-selected');
    const pending = store.summarize();
    expect(useDashboardStore.getState().phase).toBe('processing');
    await expect(pending).resolves.toBe('success');
    expect(useDashboardStore.getState()).toMatchObject({ phase: 'success', stage: 'complete', result });
    expect(calls.find((url) => url.startsWith('/api/upload'))).toMatch(
      /^\/api\/upload\?progressId=[\w-]{16,64}$/,
    );
  });

  it('returns to the upload step with the upgrade prompt and the chosen file kept when no credit is left', async () => {
    serve({
      '/api/upload': {
        status: 402,
        body: {
          error: 'insufficient_credits',
          upgrade_required: true,
          message: 'Buy a credit',
          wordCount: 4,
        },
      },
    });
    useDashboardStore.getState().chooseFile(file);
    await expect(useDashboardStore.getState().summarize()).resolves.toBe('failed');
    expect(useDashboardStore.getState()).toMatchObject({
      phase: 'file-selected',
      file,
      upgradePrompt: { message: 'Buy a credit' },
    });
  });

  it('marks an expired session so the page can send the user to sign in', async () => {
    serve({ '/api/upload': { status: 401, body: { error: 'unauthorized' } } });
    useDashboardStore.getState().chooseFile(file);
    await expect(useDashboardStore.getState().summarize()).resolves.toBe('session-expired');
    expect(useDashboardStore.getState()).toMatchObject({
      phase: 'error',
      error: SESSION_EXPIRED_MESSAGE,
      sessionExpired: true,
    });
  });

  it('ignores a new file while a document is processing', async () => {
    serve({ '/api/upload': { status: 200, body: result } });
    const store = useDashboardStore.getState();
    store.chooseFile(file);
    const pending = store.summarize();
    store.chooseFile(new File(['x'], 'other.txt'));
    expect(useDashboardStore.getState().file?.name).toBe('notes.txt');
    await pending;
  });

  it('summarizes through a configured platform summarizer, which may answer a summary made offline', async () => {
    const seen: unknown[] = [];
    const summarizer: DocumentSummarizer = {
      leave: () => {},
      adopt: (chosen) =>
        chosen.name === 'notes.txt'
          ? { name: chosen.name, size: 9, path: '/docs/notes.txt' }
          : 'Not on disk.',
      async summarize(document, level, onStage) {
        seen.push([document, level]);
        onStage({ stage: 'summarize' });
        expect(useDashboardStore.getState().stage).toBe('summarize');
        return {
          result: { ...result, id: 'pending-1' },
          offline: { reason: 'offline', text: 'Some words.', level },
        };
      },
    };
    configureDocumentSummarizer(summarizer);
    try {
      const store = useDashboardStore.getState();
      store.chooseFile(new File(['x'], 'scan.png'));
      expect(useDashboardStore.getState()).toMatchObject({ phase: 'error', error: 'Not on disk.' });
      store.chooseFile(file);
      store.setLevel(4);
      expect(useDashboardStore.getState().file).toEqual({
        name: 'notes.txt',
        size: 9,
        path: '/docs/notes.txt',
      });
      await expect(useDashboardStore.getState().summarize()).resolves.toBe('success');
      expect(seen).toEqual([[{ name: 'notes.txt', size: 9, path: '/docs/notes.txt' }, 4]]);
      expect(useDashboardStore.getState()).toMatchObject({
        phase: 'success',
        result: { id: 'pending-1' },
        offline: { reason: 'offline', text: 'Some words.' },
      });
    } finally {
      configureDocumentSummarizer(null);
    }
  });
});
