import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient, isUnauthorizedError } from './client.ts';

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

  it('tells onSessionEnded about a 401 on a session call, once, and still throws to the caller', async () => {
    const ended: ApiRequestError[] = [];
    const client = createApiClient({
      fetch: fakeFetch(401, 'Unauthorized').impl,
      onSessionEnded: (error) => ended.push(error),
    });
    await expect(
      client.patch('/api/documents/d1/retention', { action: 'retain' }, { session: true }),
    ).rejects.toThrow('401: Unauthorized');
    expect(ended).toHaveLength(1);
    expect(ended[0]?.status).toBe(401);
  });

  it('leaves 401s of other calls, and other failures of session calls, to the caller', async () => {
    const ended: unknown[] = [];
    const onSessionEnded = (error: unknown) => ended.push(error);
    const unauthorized = createApiClient({ fetch: fakeFetch(401, 'Unauthorized').impl, onSessionEnded });
    await expect(unauthorized.post('/api/login', {})).rejects.toThrow('401');
    expect(await unauthorized.getOrNullOn401('/api/auth/user')).toBeNull();
    const forbidden = createApiClient({ fetch: fakeFetch(403, 'Forbidden').impl, onSessionEnded });
    await expect(forbidden.get('/api/documents', { session: true })).rejects.toThrow('403');
    expect(ended).toEqual([]);
  });
});

describe('isUnauthorizedError', () => {
  it('recognises 401 and "unauthorized" in any case, and nothing else', () => {
    expect(isUnauthorizedError(new ApiRequestError(401, '', 'Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Sign in first"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('UNAUTHORIZED request'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new Error('4010 words'))).toBe(false);
    expect(isUnauthorizedError('401')).toBe(false);
  });
});
