import { describe, expect, it, vi } from 'vitest';
import { authRoutes } from '../../shared/api/auth.ts';
import { ApiRequestError, createApiClient, UnexpectedAnswerError } from '../../shared/api/client.ts';
import { documentRoutes } from '../../shared/api/documents.ts';
import { summarizeRoutes, type UploadResult } from '../../shared/api/summarize.ts';
import type { DesktopBridge } from '../bridge.ts';
import { createBridgeFetch } from './bridgeFetch.ts';

function bridgeAnswering(answer: Awaited<ReturnType<DesktopBridge['api']>>) {
  const api = vi.fn<DesktopBridge['api']>(async () => answer);
  return { api, client: createApiClient({ fetch: createBridgeFetch({ api }) }) };
}

const uploaded: UploadResult = {
  id: '7',
  filename: 'notes.txt',
  summary: 'Short.',
  stats: {
    originalWords: 120,
    summaryWords: 12,
    compressionRatio: 10,
    timeSavedDisplay: '1 min',
    processingTime: 40,
    language: 'en',
    level: 2,
  },
  sources: [],
  warnings: [],
  creditUsed: 'free',
  retention: 'delete',
  expiresAt: null,
};
const textUpload = { query: {}, body: { text: 'Long text.', compressionLevel: 2 } };

describe('the shared API client over the desktop bridge', () => {
  it('sends method, path and JSON body through the bridge and reads the JSON answer', async () => {
    const { api, client } = bridgeAnswering({
      ok: true,
      value: {
        status: 200,
        statusText: 'OK',
        contentType: 'application/json',
        body: JSON.stringify(uploaded),
      },
    });
    expect(await client.call(summarizeRoutes.uploadText, textUpload)).toEqual(uploaded);
    expect(api).toHaveBeenCalledWith('POST', '/api/upload-text', { text: 'Long text.', compressionLevel: 2 });
  });

  it('keeps the server’s error statuses, so the client raises its usual ApiRequestError', async () => {
    const { client } = bridgeAnswering({
      ok: true,
      value: {
        status: 402,
        statusText: 'Payment Required',
        contentType: 'application/json',
        body: '{"error":"no_free_documents","message":"No summaries left"}',
      },
    });
    const error = await client
      .call(summarizeRoutes.uploadText, textUpload)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 402,
      code: 'no_free_documents',
      body: { error: 'no_free_documents' },
    });
  });

  it('answers 401 when signed out, which callOrNullOn401 reads as nobody signed in', async () => {
    const { client } = bridgeAnswering({
      ok: false,
      code: 'signed_out',
      message: 'Sign in to use your account.',
    });
    expect(await client.callOrNullOn401(authRoutes.currentUser)).toBeNull();
  });

  it('rejects like a browser fetch when the server cannot be reached', async () => {
    const { client } = bridgeAnswering({ ok: false, code: 'offline', message: 'cannot be reached' });
    await expect(client.call(documentRoutes.list)).rejects.toBeInstanceOf(TypeError);
  });

  it('rejects an answer outside the route’s schema', async () => {
    const { client } = bridgeAnswering({
      ok: true,
      value: { status: 200, statusText: 'OK', contentType: 'application/json', body: '{"id":"7"}' },
    });
    await expect(client.call(summarizeRoutes.uploadText, textUpload)).rejects.toBeInstanceOf(
      UnexpectedAnswerError,
    );
  });

  it('builds the path from the route, with its parameters encoded', async () => {
    const { api, client } = bridgeAnswering({
      ok: true,
      value: { status: 200, statusText: 'OK', contentType: 'application/json', body: '{"deleted":true}' },
    });
    expect(await client.call(documentRoutes.delete, { params: { id: 'doc 7' } })).toEqual({ deleted: true });
    expect(api).toHaveBeenCalledWith('DELETE', '/api/documents/doc%207', undefined);
  });

  it('handles empty answers (204) and refuses file uploads', async () => {
    const { client } = bridgeAnswering({
      ok: true,
      value: { status: 204, statusText: 'No Content', contentType: null, body: '' },
    });
    const empty = await client.request('POST', '/api/documents/7/leave');
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
    await expect(
      client.call(summarizeRoutes.upload, {
        query: {},
        form: { compressionLevel: 3 },
        file: { blob: new Blob(['x']), filename: 'a.pdf' },
      }),
    ).rejects.toThrow(/files are read on this computer/);
  });
});
