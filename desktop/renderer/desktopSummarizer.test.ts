import { describe, expect, it, vi } from 'vitest';
import type { ProgressEvent } from '../../shared/api/summarize.ts';
import type { SummaryResult } from '../../shared/engine/types.ts';
import { classifyUploadError } from '../../shared/ui/errors/describeError.ts';
import type { DesktopBridge, DesktopResult, DesktopSummary, SummaryProgress } from '../bridge.ts';
import { createDesktopSummarizer, desktopPendingSender } from './desktopSummarizer.ts';

const text = '# Harbour\n\nThe harbour opens a second quay in May. Ferries move to the new quay in June.';

const serverAnswer = {
  id: 'doc-7',
  filename: 'harbour.docx',
  summary: 'The harbour opens a second quay in May.',
  stats: {
    originalWords: 17,
    summaryWords: 9,
    compressionRatio: 52.9,
    timeSavedDisplay: '1 minute',
    processingTime: 40,
    language: 'en',
    level: 2,
  },
  sources: [],
  warnings: ['Page 2 has no text layer.'],
  creditUsed: 'free',
  retention: 'delete' as const,
  expiresAt: null,
};

const deviceSummary: SummaryResult = {
  markdown: 'The harbour opens a second quay in May.',
  sentences: [{ text: 'The harbour opens a second quay in May.', sourceStart: 11, sourceEnd: 50 }],
  stats: {
    originalWords: 17,
    summaryWords: 9,
    compressionRatio: 52.9,
    originalReadingTime: 0.1,
    summaryReadingTime: 0,
    timeSavedDisplay: '0 minutes',
    processingTime: 3,
    language: 'en',
  },
  language: { code: 'en', name: 'English', confidence: 0.9 },
  engine: 'local',
};

/** A stand-in bridge answering `summarize` with `answer`, recording what crossed it. */
function standInBridge(answer: DesktopResult<DesktopSummary>, progress: SummaryProgress[] = []) {
  const calls: unknown[][] = [];
  let listener: ((progress: SummaryProgress) => void) | null = null;
  const bridge: Pick<
    DesktopBridge,
    'extractFile' | 'summarize' | 'onSummaryProgress' | 'pathForDroppedFile' | 'api'
  > = {
    async api(...args) {
      calls.push(['api', ...args]);
      return {
        ok: true,
        value: { status: 200, statusText: 'OK', contentType: 'application/json', body: '{}' },
      };
    },
    pathForDroppedFile: (file) => (file.name === 'harbour.docx' ? '/home/ana/harbour.docx' : ''),
    async extractFile(path) {
      calls.push(['extractFile', path]);
      if (path.endsWith('locked.pdf'))
        return { ok: false, code: 'encrypted', message: 'This PDF is password-protected.' };
      return {
        ok: true,
        value: {
          path,
          name: 'harbour.docx',
          size: 2048,
          text,
          format: 'docx',
          wordCount: 17,
          isTranscript: false,
          warnings: ['Page 2 has no text layer.'],
        },
      };
    },
    async summarize(...args) {
      calls.push(['summarize', ...args]);
      for (const event of progress) listener?.(event);
      return answer;
    },
    onSummaryProgress(callback) {
      listener = callback;
      return () => {
        listener = null;
      };
    },
  };
  return { bridge, calls, listening: () => listener !== null };
}

const chosen = { name: 'harbour.docx', size: 2048, path: '/home/ana/harbour.docx' };

describe('the dashboard’s summarizer on the desktop', () => {
  it('takes files picked or dropped in the page by their path on disk', () => {
    const summarizer = createDesktopSummarizer(
      standInBridge({ ok: false, code: 'internal', message: '' }).bridge,
    );
    expect(summarizer.adopt(new File(['x'], 'harbour.docx'))).toEqual({
      name: 'harbour.docx',
      size: 1,
      path: '/home/ana/harbour.docx',
    });
    expect(summarizer.adopt(new File(['x'], 'pasted.txt'))).toMatch(/not on this computer’s disk/);
  });

  it('extracts on the device, sends only the text, and shows the server’s summary with its stages', async () => {
    const { bridge, calls, listening } = standInBridge(
      {
        ok: true,
        value: {
          source: 'server',
          id: 'doc-7',
          summary: serverAnswer.summary,
          stats: serverAnswer.stats,
          result: serverAnswer,
        },
      },
      [
        { stage: 'upload', source: 'server' },
        { stage: 'analyze', source: 'server', wordCount: 17 },
        { stage: 'summarize', source: 'server' },
        { stage: 'complete', source: 'server' },
      ],
    );
    const stages: ProgressEvent[] = [];
    const outcome = await createDesktopSummarizer(bridge).summarize(chosen, 2, (event) => stages.push(event));
    expect(calls).toEqual([
      ['extractFile', '/home/ana/harbour.docx'],
      ['summarize', text, 'harbour.docx', 2],
    ]);
    expect(stages.map((event) => event.stage)).toEqual(['upload', 'analyze', 'analyze', 'summarize']);
    expect(outcome).toEqual({ result: serverAnswer, offline: null });
    expect(listening()).toBe(false);
  });

  it('offline: answers the device’s summary in the server’s shape and keeps the text to sync later', async () => {
    const { bridge } = standInBridge({
      ok: true,
      value: { source: 'device', reason: 'offline', summary: deviceSummary.markdown, result: deviceSummary },
    });
    const outcome = await createDesktopSummarizer(bridge).summarize(chosen, 2, () => {});
    expect(outcome.offline).toEqual({ reason: 'offline', text, level: 2 });
    expect(outcome.result).toMatchObject({
      id: expect.stringMatching(/^pending-/),
      filename: 'harbour.docx',
      summary: deviceSummary.markdown,
      stats: { originalWords: 17, summaryWords: 9, language: 'en', level: 2 },
      sources: [
        {
          text: 'The harbour opens a second quay in May.',
          sourceStart: 11,
          sourceEnd: 50,
          passage: text.slice(11, 50),
        },
      ],
      warnings: ['Page 2 has no text layer.'],
      expiresAt: null,
    });
  });

  it('explains failures the way the web explains upload failures', async () => {
    const xl = {
      error: 'xl_credit_required',
      message: 'This document needs an XL credit.',
      creditType: 'ultra_large_100k',
      tier: '100k',
      wordCount: 120_000,
      price: 4.99,
      priceCents: 499,
      estimatedProcessingTime: '3 minutes',
    };
    const refuse = (answer: DesktopResult<DesktopSummary>) =>
      createDesktopSummarizer(standInBridge(answer).bridge)
        .summarize(chosen, 2, () => {})
        .then(
          () => null,
          (error: unknown) => classifyUploadError(error),
        );
    expect(await refuse({ ok: false, code: 'signed_out', message: 'Sign in again.' })).toEqual({
      kind: 'session-expired',
    });
    expect(
      await refuse({
        ok: false,
        code: 'server_error',
        message: xl.message,
        status: 402,
        body: JSON.stringify(xl),
      }),
    ).toMatchObject({ kind: 'xl-credit', prompt: { tier: '100k', wordCount: 120_000 } });
    const locked = await createDesktopSummarizer(
      standInBridge({ ok: false, code: 'internal', message: '' }).bridge,
    )
      .summarize({ ...chosen, path: '/home/ana/locked.pdf' }, 2, () => {})
      .catch((error: unknown) => classifyUploadError(error));
    expect(locked).toEqual({ kind: 'error', message: 'This PDF is password-protected.' });
  });

  it('sends a pending summary’s text and tells a lost connection from a refusal', async () => {
    const entry = {
      id: 'pending-1',
      userId: 'user-ana',
      filename: 'harbour.docx',
      level: 2 as const,
      text,
      result: serverAnswer,
      createdAt: '2026-11-21T09:00:00.000Z',
      requestId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      state: 'waiting' as const,
      lastError: null,
    };
    const server = standInBridge({
      ok: true,
      value: { source: 'server', id: 'doc-7', summary: '', stats: {}, result: serverAnswer },
    });
    expect(await desktopPendingSender(server.bridge)(entry)).toEqual({ ok: true, result: serverAnswer });
    // Every attempt carries the entry's key: the server makes and charges it once.
    expect(server.calls).toEqual([['summarize', text, 'harbour.docx', 2, entry.requestId]]);
    const offline = standInBridge({
      ok: true,
      value: { source: 'device', reason: 'offline', summary: '', result: deviceSummary },
    });
    expect(await desktopPendingSender(offline.bridge)(entry)).toEqual({ ok: false, offline: true });
    const refused = standInBridge({
      ok: false,
      code: 'server_error',
      message: 'No credits left.',
      status: 402,
    });
    expect(await desktopPendingSender(refused.bridge)(entry)).toEqual({
      ok: false,
      offline: false,
      message: 'No credits left.',
    });
    // Still being summarized from an earlier attempt: asked again later with the same key.
    const running = standInBridge({ ok: false, code: 'server_error', message: 'Still', status: 409 });
    expect(await desktopPendingSender(running.bridge)(entry)).toEqual({ ok: false, offline: true });
    const deleted = standInBridge({ ok: false, code: 'server_error', message: 'Deleted.', status: 410 });
    expect(await desktopPendingSender(deleted.bridge)(entry)).toEqual({
      ok: false,
      offline: false,
      gone: true,
      message: 'Deleted.',
    });
  });

  it('tells the server through the main process when the user leaves a summary it should not keep', async () => {
    const { bridge, calls } = standInBridge({ ok: false, code: 'internal', message: '' });
    createDesktopSummarizer(bridge).leave('doc 7');
    await vi.waitFor(() =>
      expect(calls).toEqual([['api', 'POST', '/api/documents/doc%207/leave', undefined]]),
    );
  });
});
