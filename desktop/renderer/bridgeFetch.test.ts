import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient } from '../../shared/api/client.ts';
import type { DesktopBridge } from '../bridge.ts';
import { createBridgeFetch } from './bridgeFetch.ts';

function bridgeAnswering(answer: Awaited<ReturnType<DesktopBridge['api']>>) {
  const api = vi.fn<DesktopBridge['api']>(async () => answer);
  return { api, client: createApiClient({ fetch: createBridgeFetch({ api }) }) };
}

describe('the shared API client over the desktop bridge', () => {
  it('sends method, path and JSON body through the bridge and reads the JSON answer', async () => {
    const { api, client } = bridgeAnswering({
      ok: true,
      value: {
        status: 200,
        statusText: 'OK',
        contentType: 'application/json',
        body: '{"id":"7","summary":"Short."}',
      },
    });
    expect(await client.post('/api/upload-text', { text: 'Long text.', compressionLevel: 2 })).toEqual({
      id: '7',
      summary: 'Short.',
    });
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
    const error = await client.post('/api/upload-text', { text: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 402, body: { error: 'no_free_documents' } });
  });

  it('answers 401 when signed out, which getOrNullOn401 reads as nobody signed in', async () => {
    const { client } = bridgeAnswering({
      ok: false,
      code: 'signed_out',
      message: 'Sign in to use your account.',
    });
    expect(await client.getOrNullOn401('/api/auth/user')).toBeNull();
  });

  it('rejects like a browser fetch when the server cannot be reached', async () => {
    const { client } = bridgeAnswering({ ok: false, code: 'offline', message: 'cannot be reached' });
    await expect(client.get('/api/documents')).rejects.toBeInstanceOf(TypeError);
  });

  it('handles empty answers (204) and refuses file uploads', async () => {
    const { client } = bridgeAnswering({
      ok: true,
      value: { status: 204, statusText: 'No Content', contentType: null, body: '' },
    });
    expect(await client.delete('/api/documents/7')).toBeNull();
    const form = new FormData();
    form.append('document', new Blob(['x']), 'a.pdf');
    await expect(client.request('POST', '/api/upload', form)).rejects.toThrow(
      /files are read on this computer/,
    );
  });
});
