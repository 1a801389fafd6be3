import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD } from '../../server/testing/httpClient.ts';
import { withTestServer } from '../../server/testing/testServer.ts';
import { memoryKeyStore } from '../testing/memoryKeyStore.ts';
import {
  recordingFetch,
  revokeToken,
  serverThatGoesAway,
  tokenAccepted,
  unreachableUrl,
} from '../testing/realServer.ts';
import { ServerSession } from './serverSession.ts';
import { TokenStore } from './tokenStore.ts';

const harness = withTestServer();
const recorded = recordingFetch();
let folder: string;
let tokenFile: string;
const keys = memoryKeyStore();

beforeAll(async () => {
  await signUp(harness.server, { email: 'ana@example.com' });
});
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'summer-session-'));
  tokenFile = join(folder, 'session.bin');
  recorded.requests.length = 0;
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function newSession(storeFile = tokenFile) {
  return new ServerSession({
    store: new TokenStore(storeFile, keys),
    defaultServerUrl: 'http://localhost:3000',
    deviceLabel: 'Summer on test-laptop',
    fetch: recorded.fetch,
  });
}

/** The token the session keeps (encrypted) in its file. */
async function savedToken(): Promise<string> {
  const saved = await new TokenStore(tokenFile, keys).load();
  if (!saved) throw new Error('no token saved');
  return saved.token;
}

describe('signing in and out against a running server', () => {
  it('signs in for a bearer token, keeps it encrypted, and never hands it to the UI', async () => {
    const session = newSession();
    const result = await session.signIn(`${harness.server.url}/`, 'ana@example.com', TEST_PASSWORD);
    expect(result).toEqual({
      ok: true,
      value: {
        signedIn: true,
        serverUrl: harness.server.url,
        email: 'ana@example.com',
        storage: 'encrypted',
        storageNote: null,
      },
    });
    expect(JSON.stringify(result)).not.toMatch(/smr_/);
    expect(recorded.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/token',
      body: { email: 'ana@example.com', password: TEST_PASSWORD, label: 'Summer on test-laptop' },
    });
    // The next launch is still signed in.
    const nextLaunch = new TokenStore(tokenFile, keys);
    expect((await nextLaunch.load())?.token).toMatch(/^smr_/);
  });

  it('calls the API with the token, passing any status through', async () => {
    const session = newSession();
    await session.signIn(harness.server.url, 'ana@example.com', TEST_PASSWORD);
    const user = await session.request('GET', '/api/auth/user');
    expect(user).toEqual({
      ok: true,
      value: {
        status: 200,
        statusText: 'OK',
        contentType: expect.stringContaining('application/json'),
        body: expect.stringContaining('"email":"ana@example.com"'),
      },
    });
    const last = recorded.requests.at(-1)!;
    expect(last.authorization).toMatch(/^Bearer smr_/);
    // No Origin header: the server's cross-site check exempts bearer clients that send none.
    expect(last.origin).toBeUndefined();
    // A summary this account does not have: the server's 404 comes back as an answer, not a failure.
    const deleted = await session.request('DELETE', '/api/documents/41');
    expect(deleted).toMatchObject({ ok: true, value: { status: 404 } });
    expect(await session.request('GET', '//evil.example/api/steal')).toMatchObject({
      ok: false,
      code: 'invalid_argument',
    });
  });

  it('explains a wrong password in the server’s words and stays signed out', async () => {
    const session = newSession();
    expect(await session.signIn(harness.server.url, 'ana@example.com', 'wrong')).toEqual({
      ok: false,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
    expect(session.describe().signedIn).toBe(false);
    await expect(stat(tokenFile)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses an address that is not http(s) without calling anything', async () => {
    const session = newSession();
    expect(await session.signIn('file:///etc', 'ana@example.com', 'x')).toMatchObject({
      ok: false,
      code: 'invalid_server_url',
    });
    expect(recorded.requests).toHaveLength(0);
  });

  it('says the server cannot be reached when nothing answers', async () => {
    const session = newSession();
    const nowhere = await unreachableUrl();
    expect(await session.signIn(nowhere, 'ana@example.com', TEST_PASSWORD)).toMatchObject({
      ok: false,
      code: 'offline',
      message: expect.stringContaining('cannot be reached'),
    });
  });

  it('revokes the token on the server at sign-out and forgets it here', async () => {
    const session = newSession();
    await session.signIn(harness.server.url, 'ana@example.com', TEST_PASSWORD);
    const token = await savedToken();
    expect(await session.signOut()).toMatchObject({ signedIn: false, email: null, storage: 'none' });
    expect(await tokenAccepted(harness.server.url, token)).toBe(false);
    expect(recorded.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/auth/token',
      authorization: `Bearer ${token}`,
    });
    await expect(stat(tokenFile)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await session.request('GET', '/api/auth/user')).toMatchObject({ ok: false, code: 'signed_out' });
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const offline = await serverThatGoesAway('ana@example.com');
    const session = newSession();
    await session.signIn(offline.url, 'ana@example.com', TEST_PASSWORD);
    await offline.close();
    expect(await session.signOut()).toMatchObject({ signedIn: false });
    await expect(stat(tokenFile)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await new TokenStore(tokenFile, keys).load()).toBeNull();
  });

  it('forgets a token the server no longer accepts (revoked from another device)', async () => {
    const session = newSession();
    await session.signIn(harness.server.url, 'ana@example.com', TEST_PASSWORD);
    await revokeToken(harness.server.url, await savedToken());
    expect(await session.request('GET', '/api/auth/user')).toMatchObject({
      ok: true,
      value: { status: 401 },
    });
    expect(session.describe().signedIn).toBe(false);
  });

  it('revokes the previous token when signing in again', async () => {
    const session = newSession();
    await session.signIn(harness.server.url, 'ana@example.com', TEST_PASSWORD);
    const first = await savedToken();
    await session.signIn(harness.server.url, 'ana@example.com', TEST_PASSWORD);
    expect(await tokenAccepted(harness.server.url, first)).toBe(false);
    expect(session.describe().signedIn).toBe(true);
  });
});
