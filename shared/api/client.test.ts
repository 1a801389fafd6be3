import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, createApiClient, isUnauthorizedError, UnexpectedAnswerError } from './client.ts';
import { documentRoutes } from './documents.ts';
import { defineRoute } from './route.ts';
import { summarizeRoutes } from './summarize.ts';
import { surveyRoutes } from './survey.ts';

function fakeFetch(status: number, body: string, statusText = '') {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return new Response(body || null, { status, statusText });
  };
  return { impl, calls };
}

/** A small route of the test's own, so the answers below are the test's to choose. */
const echo = defineRoute({
  method: 'POST',
  path: '/api/x',
  summary: 'Test route.',
  access: 'public',
  body: z.object({ a: z.number() }),
  answer: z.object({ ok: z.boolean() }),
});
const read = defineRoute({
  method: 'GET',
  path: '/api/x',
  summary: 'Test route.',
  access: 'public',
  answer: z.object({ ok: z.boolean() }),
});

const retention = { params: { id: 'd1' }, body: { action: 'retain' as const } };

describe('createApiClient', () => {
  it('sends credentials and JSON, and parses JSON answers', async () => {
    const { impl, calls } = fakeFetch(200, '{"ok":true}');
    const client = createApiClient({ fetch: impl, baseUrl: 'http://server' });
    expect(await client.call(echo, { body: { a: 1 } })).toEqual({ ok: true });
    const [call] = calls;
    expect(call?.url).toBe('http://server/api/x');
    expect(call?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('builds the request from the route: path parameters encoded, query string, JSON or multipart', async () => {
    const { impl, calls } = fakeFetch(200, '{"hasCompleted":false}');
    const client = createApiClient({ fetch: impl });
    await client.call(surveyRoutes.check, { query: { sessionId: 'session_12-ab', t: '17' } });
    expect(calls[0]?.url).toBe('/api/survey/check?sessionId=session_12-ab&t=17');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();

    expect(client.pathOf(documentRoutes.leave, { params: { id: 'a b/c' } })).toBe(
      '/api/documents/a%20b%2Fc/leave',
    );

    const upload = fakeFetch(500, '');
    const uploading = createApiClient({ fetch: upload.impl });
    await uploading
      .call(summarizeRoutes.upload, {
        query: { progressId: 'p'.repeat(16) },
        form: { compressionLevel: 2 },
        file: { blob: new Blob(['%PDF']), filename: 'report.pdf' },
      })
      .catch(() => {});
    const sent = upload.calls[0];
    expect(sent?.url).toBe(`/api/upload?progressId=${'p'.repeat(16)}`);
    expect(sent?.init.body).toBeInstanceOf(FormData);
    const form = sent?.init.body as FormData;
    expect(form.get('compressionLevel')).toBe('2');
    expect((form.get('document') as File).name).toBe('report.pdf');
    // The browser sets the multipart boundary itself: no content type of the client's.
    expect(sent?.init.headers).toEqual({});
  });

  it('leaves out a part whose fields are all optional: no query string, the form’s defaults', async () => {
    const { impl, calls } = fakeFetch(500, '');
    const client = createApiClient({ fetch: impl });
    await client.call(summarizeRoutes.upload).catch(() => {});
    const [sent] = calls;
    expect(sent?.url).toBe('/api/upload');
    expect(sent?.init.body).toBeInstanceOf(FormData);
    expect((sent?.init.body as FormData | undefined)?.get('compressionLevel')).toBe('3');
  });

  it('refuses input outside the route’s schema before sending anything', async () => {
    const { impl, calls } = fakeFetch(200, '{}');
    const client = createApiClient({ fetch: impl });
    await expect(client.call(documentRoutes.get, { params: { id: '' } })).rejects.toThrow();
    expect(calls).toEqual([]);
  });

  it('rejects an answer outside the route’s schema', async () => {
    const client = createApiClient({ fetch: fakeFetch(200, '{"ok":"yes"}').impl });
    const error = await client.call(read).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect((error as Error).message).toBe("GET /api/x: the server's answer does not match the contract.");
  });

  it('sends the per-call headers next to the client’s own', async () => {
    const { impl, calls } = fakeFetch(200, '{"ok":true}');
    const client = createApiClient({ fetch: impl, headers: () => ({ Authorization: 'Bearer t' }) });
    await client.call(read, undefined, { headers: { 'Idempotency-Key': 'k' } });
    expect(calls[0]?.init.headers).toEqual({ Authorization: 'Bearer t', 'Idempotency-Key': 'k' });
  });

  it('turns a non-OK answer into "status: body", or "status: status text" when the body is empty', async () => {
    const withBody = createApiClient({
      fetch: fakeFetch(402, '{"error":"insufficient_credits","message":"No credits"}').impl,
    });
    const refused = await withBody.call(read).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).toMatchObject({
      message: '402: {"error":"insufficient_credits","message":"No credits"}',
      status: 402,
      code: 'insufficient_credits',
      body: { message: 'No credits' },
    });
    const empty = createApiClient({ fetch: fakeFetch(503, '', 'Service Unavailable').impl });
    const error = await empty.call(read).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('503: Service Unavailable');
    expect((error as ApiRequestError).code).toBeUndefined();
  });

  it('answers null on 401 where asked to', async () => {
    const client = createApiClient({ fetch: fakeFetch(401, 'Unauthorized').impl });
    expect(await client.callOrNullOn401(read)).toBeNull();
    await expect(client.call(read)).rejects.toThrow('401: Unauthorized');
  });

  it('tells onSessionEnded about a 401 on a session call, once, and still throws to the caller', async () => {
    const ended: ApiRequestError[] = [];
    const client = createApiClient({
      fetch: fakeFetch(401, 'Unauthorized').impl,
      onSessionEnded: (error) => ended.push(error),
    });
    await expect(client.call(documentRoutes.setRetention, retention, { session: true })).rejects.toThrow(
      '401: Unauthorized',
    );
    expect(ended).toHaveLength(1);
    expect(ended[0]?.status).toBe(401);
  });

  it('leaves 401s of other calls, and other failures of session calls, to the caller', async () => {
    const ended: unknown[] = [];
    const onSessionEnded = (error: unknown) => ended.push(error);
    const unauthorized = createApiClient({ fetch: fakeFetch(401, 'Unauthorized').impl, onSessionEnded });
    await expect(unauthorized.call(echo, { body: { a: 1 } })).rejects.toThrow('401');
    expect(await unauthorized.callOrNullOn401(read)).toBeNull();
    const forbidden = createApiClient({ fetch: fakeFetch(403, 'Forbidden').impl, onSessionEnded });
    await expect(forbidden.call(documentRoutes.list, undefined, { session: true })).rejects.toThrow('403');
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
