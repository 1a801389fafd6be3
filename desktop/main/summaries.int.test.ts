import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD } from '../../server/testing/httpClient.ts';
import { withTestServer } from '../../server/testing/testServer.ts';
import { typeScriptEngineWorker } from '../testing/engineWorkerSource.ts';
import { memoryKeyStore } from '../testing/memoryKeyStore.ts';
import { recordingFetch, serverThatGoesAway } from '../testing/realServer.ts';
import { DeviceEngine } from './extraction.ts';
import { ServerSession } from './serverSession.ts';
import { SummaryService } from './summaries.ts';
import { TokenStore } from './tokenStore.ts';

const article = [
  '# Harbour renewal',
  'The city council approved the harbour renewal plan on Tuesday after two years of public consultation.',
  'The plan replaces the old cargo piers with a park, a ferry terminal and four hundred homes.',
  'Construction starts next spring and should take about six years, according to the port authority.',
  'Fishing families who still use the north pier will keep their moorings under a separate agreement.',
  'Critics say the budget of 310 million euros leaves no room for the rising cost of materials.',
  'The council answered that a reserve fund covers overruns of up to fifteen percent.',
  'Traffic on the coast road will be diverted during the first two years of work.',
  'A citizens’ committee will review progress every six months and publish its findings.',
].join('\n\n');

const harness = withTestServer();
const recorded = recordingFetch();
let folder: string;
const engine = new DeviceEngine({ worker: typeScriptEngineWorker() });

beforeAll(async () => {
  await signUp(harness.server, { email: 'ana@example.com' });
});
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'summer-summaries-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function service(options: { focused?: boolean; clock?: number[] } = {}) {
  const session = new ServerSession({
    store: new TokenStore(join(folder, 'session.bin'), memoryKeyStore()),
    defaultServerUrl: harness.server.url,
    fetch: recorded.fetch,
  });
  const notifications: string[][] = [];
  const stages: string[] = [];
  const clock = options.clock ?? [];
  const summaries = new SummaryService({
    session,
    device: engine,
    notifier: {
      windowFocused: () => options.focused ?? true,
      show: (title, body) => notifications.push([title, body]),
    },
    now: () => clock.shift() ?? 0,
    onProgress: (progress) => stages.push(`${progress.source}:${progress.stage}`),
  });
  return { session, summaries, notifications, stages };
}

describe('summarizing from the desktop', { timeout: 60_000 }, () => {
  it('sends only the text to the signed-in server and returns its summary', async () => {
    const { session, summaries, stages } = service();
    await session.signIn(harness.server.url, 'ana@example.com', TEST_PASSWORD);
    const result = await summaries.summarize(article, 'harbour.docx', 2);
    // The app's own stages, and between them the server's progress stream.
    expect(stages).toEqual(['server:upload', 'server:analyze', 'server:summarize', 'server:complete']);
    expect(result).toMatchObject({
      ok: true,
      value: {
        source: 'server',
        id: expect.any(String),
        summary: expect.stringContaining('harbour'),
        stats: { originalWords: expect.any(Number), summaryWords: expect.any(Number) },
        // The whole answer, for the dashboard's result view.
        result: { filename: 'harbour.docx', stats: { level: 2 }, retention: 'delete' },
      },
    });
    if (result.ok && result.value.source === 'server')
      expect(result.value.result).toMatchObject({ id: result.value.id });
    expect(recorded.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/upload-text',
      body: {
        text: article,
        filename: 'harbour.docx',
        compressionLevel: 2,
        progressId: expect.stringMatching(/^[\w-]{16,64}$/),
      },
      idempotencyKey: undefined,
    });
  });

  it('sends a pending summary’s key as the upload’s Idempotency-Key', async () => {
    const { session, summaries } = service();
    await session.signIn(harness.server.url, 'ana@example.com', TEST_PASSWORD);
    const key = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(await summaries.summarize(article, 'harbour.docx', 2, key)).toMatchObject({ ok: true });
    expect(recorded.requests.at(-1)).toMatchObject({ path: '/api/upload-text', idempotencyKey: key });
  });

  it('summarizes on this computer when the server cannot be reached', async () => {
    const offline = await serverThatGoesAway('ana@example.com');
    const { session, summaries, stages } = service();
    await session.signIn(offline.url, 'ana@example.com', TEST_PASSWORD);
    await offline.close();
    const result = await summaries.summarize(article, 'harbour.docx', 1);
    expect(stages).toEqual(['server:upload', 'device:summarize', 'device:complete']);
    expect(result).toMatchObject({ ok: true, value: { source: 'device', reason: 'offline' } });
    if (result.ok && result.value.source === 'device') {
      expect(result.value.result.engine).toBe('local');
      expect(result.value.result.language.code).toBe('en');
      expect(result.value.summary).toBe(result.value.result.markdown);
      // Every summary sentence points back at its source passage.
      for (const sentence of result.value.result.sentences) {
        expect(article.slice(sentence.sourceStart, sentence.sourceEnd).length).toBeGreaterThan(0);
      }
      expect(result.value.result.stats.summaryWords).toBeLessThan(result.value.result.stats.originalWords);
    }
  });

  it('passes the server’s refusal on (no credits left) without summarizing elsewhere', async () => {
    const { session, summaries, stages } = service();
    await session.signIn(harness.server.url, 'ana@example.com', TEST_PASSWORD);
    await harness.database.setBalance('ana@example.com', { free_documents_used: 3 });
    const refused = await summaries.summarize(article, 'harbour.docx', 3);
    expect(refused).toEqual({
      ok: false,
      code: 'server_error',
      message: expect.any(String),
      // The dashboard reads the status and body to offer the right purchase.
      status: 402,
      body: expect.stringContaining('"error":"insufficient_credits"'),
    });
    // The message is the server's own words.
    if (!refused.ok) expect(refused.message).toBe(JSON.parse(refused.body ?? '{}').message);
    expect(stages.at(-1)).toBe('server:error');
  });

  it('asks for a sign-in instead of summarizing for nobody', async () => {
    const { summaries } = service();
    expect(await summaries.summarize(article, 'harbour.docx', 3)).toMatchObject({
      ok: false,
      code: 'signed_out',
    });
  });

  it('summarizes a real document on the device at the level asked', async () => {
    const { summaries } = service();
    const text = await readFile(join(import.meta.dirname, '../e2e/fixtures/meeting-notes.txt'), 'utf8');
    const brief = await summaries.summarizeLocally(text, 1);
    const detailed = await summaries.summarizeLocally(text, 5);
    expect(brief.ok && detailed.ok).toBe(true);
    if (brief.ok && detailed.ok) {
      expect(brief.value.stats.summaryWords).toBeLessThan(detailed.value.stats.summaryWords);
    }
  });

  it('notifies when a long summary finishes while the window is in the background, and only then', async () => {
    const away = service({ focused: false, clock: [0, 9_000] });
    await away.summaries.summarizeLocally(article, 2);
    expect(away.notifications).toEqual([['Summary ready', 'Your summary is ready.']]);

    const quick = service({ focused: false, clock: [0, 1_000] });
    await quick.summaries.summarizeLocally(article, 2);
    expect(quick.notifications).toEqual([]);

    const watching = service({ focused: true, clock: [0, 60_000] });
    await watching.summaries.summarizeLocally(article, 2);
    expect(watching.notifications).toEqual([]);
  });
});
