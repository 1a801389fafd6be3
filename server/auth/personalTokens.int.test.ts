import { describe, expect, it } from 'vitest';
import { API_TOKENS_PER_ACCOUNT } from '../../shared/domain/index.ts';
import { generatedText, signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

/**
 * Personal API tokens as an integrator uses them: made on the account page (the signed-in browser),
 * then sent by a script as `Authorization: Bearer …`, with no cookie and no Origin, as curl does.
 */
const harness = withTestServer();

/** A script's request: the token only. */
function asScript(token: string, path: string, init: RequestInit = {}) {
  return fetch(`${harness.server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
}

describe('personal API tokens', () => {
  it('are made with a name and shown once; a script summarizes with one; revoked, it answers 401', async () => {
    const { client } = await signUp(harness.server, { prefix: 'integrator' });
    const made = await client.json<{ id: string; name: string; token: string; createdAt: string }>(
      'POST',
      '/api/tokens',
      { name: '  Nightly report script  ' },
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Nightly report script', lastUsedAt: null });
    expect(made.body.token).toMatch(/^smr_[\w-]{43}$/);

    // The list has names and dates, never the token.
    const listed = await client.json<{ tokens: Record<string, unknown>[] }>('GET', '/api/tokens');
    expect(listed.body.tokens).toEqual([
      { id: made.body.id, name: 'Nightly report script', createdAt: made.body.createdAt, lastUsedAt: null },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(made.body.token);

    const summary = await asScript(made.body.token, '/api/upload-text', {
      method: 'POST',
      body: JSON.stringify({ text: generatedText(400), filename: 'notes.txt', compressionLevel: 2 }),
    });
    expect(summary.status).toBe(200);
    expect(((await summary.json()) as { summary: string }).summary.length).toBeGreaterThan(50);
    // Its use shows in the list.
    const used = await client.json<{ tokens: { lastUsedAt: string | null }[] }>('GET', '/api/tokens');
    expect(used.body.tokens[0]?.lastUsedAt).toEqual(expect.any(String));

    expect(await client.json('DELETE', `/api/tokens/${made.body.id}`)).toEqual({
      status: 200,
      body: { revoked: true },
    });
    const refused = await asScript(made.body.token, '/api/upload-text', {
      method: 'POST',
      body: JSON.stringify({ text: generatedText(400), filename: 'notes.txt', compressionLevel: 2 }),
    });
    expect(refused.status).toBe(401);
    expect((await client.json<{ tokens: unknown[] }>('GET', '/api/tokens')).body.tokens).toEqual([]);
  });

  it("cannot revoke or see another account's token", async () => {
    const owner = await signUp(harness.server, { prefix: 'owner' });
    const other = await signUp(harness.server, { prefix: 'other' });
    const made = await owner.client.json<{ id: string; token: string }>('POST', '/api/tokens', {
      name: 'CI',
    });

    expect(await other.client.json('DELETE', `/api/tokens/${made.body.id}`)).toMatchObject({
      status: 404,
      body: { error: 'api_token_not_found' },
    });
    expect((await other.client.json<{ tokens: unknown[] }>('GET', '/api/tokens')).body.tokens).toEqual([]);
    // Still works for its owner.
    expect((await asScript(made.body.token, '/api/auth/user')).status).toBe(200);
  });

  it('are managed only by the signed-in browser: a token cannot list, make or revoke tokens', async () => {
    const { client } = await signUp(harness.server, { prefix: 'cautious' });
    const made = await client.json<{ id: string; token: string }>('POST', '/api/tokens', { name: 'Laptop' });
    for (const [method, path, body] of [
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', JSON.stringify({ name: 'Copy of me' })],
      ['DELETE', `/api/tokens/${made.body.id}`, undefined],
    ] as const) {
      const answer = await asScript(made.body.token, path, { method, ...(body && { body }) });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(await answer.json()).toMatchObject({ error: 'session_required' });
    }
    expect((await client.json<{ tokens: unknown[] }>('GET', '/api/tokens')).body.tokens).toHaveLength(1);
  });

  it('need a name, refuse visitors, and stop at the per-account limit', async () => {
    const { client } = await signUp(harness.server, { prefix: 'collector' });
    expect(await client.json('POST', '/api/tokens', { name: '   ' })).toMatchObject({
      status: 400,
      body: { error: 'validation_error' },
    });
    expect(await client.json('POST', '/api/tokens', { name: 'x'.repeat(61) })).toMatchObject({ status: 400 });
    expect((await client.json('DELETE', '/api/tokens/abc')).status).toBe(400);
    const visitor = await fetch(`${harness.server.url}/api/tokens`);
    expect(visitor.status).toBe(401);

    for (let made = 0; made < API_TOKENS_PER_ACCOUNT; made++) {
      expect((await client.json('POST', '/api/tokens', { name: `token ${made}` })).status).toBe(201);
    }
    expect(await client.json('POST', '/api/tokens', { name: 'one too many' })).toMatchObject({
      status: 409,
      body: { error: 'api_token_limit' },
    });
  });
});
