import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from './client.ts';

function fakeFetch(status: number, body: string, statusText = '') {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body || null, { status, statusText });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('createApiClient', () => {
  it('sends credentials and JSON, and parses JSON answers', async () => {
    const { impl, calls } = fakeFetch(200, '{"ok":true}');
    const client = createApiClient({ fetch: impl, baseUrl: 'http://server' });
    expect(await client.post('/api/x', { a: 1 })).toEqual({ ok: true });
    const [call] = calls;
    expect(call?.url).toBe('http://server/api/x');
    expect(call?.init).toMatchObject({
      credentials: 'include',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('turns a non-OK answer into "status: body", or "status: status text" when the body is empty', async () => {
    const withBody = createApiClient({ fetch: fakeFetch(402, '{"error":"upgrade_required"}').impl });
    await expect(withBody.get('/api/x')).rejects.toThrow('402: {"error":"upgrade_required"}');
    const empty = createApiClient({ fetch: fakeFetch(503, '', 'Service Unavailable').impl });
    const error = await empty.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe('503: Service Unavailable');
  });

  it('answers null on 401 where asked to', async () => {
    const client = createApiClient({ fetch: fakeFetch(401, 'Unauthorized').impl });
    expect(await client.getOrNullOn401('/api/auth/user')).toBeNull();
    await expect(client.get('/api/auth/user')).rejects.toThrow('401: Unauthorized');
  });
});
