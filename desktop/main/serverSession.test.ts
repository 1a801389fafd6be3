import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AccountServer, startAccountServer, unreachableUrl } from '../testing/accountServer.ts';
import { memoryKeyStore } from '../testing/memoryKeyStore.ts';
import {
  apiUrl,
  defaultServerUrl,
  FALLBACK_SERVER_URL,
  parseServerUrl,
  ServerSession,
} from './serverSession.ts';
import { TokenStore } from './tokenStore.ts';

let server: AccountServer;
let folder: string;
let tokenFile: string;
const keys = memoryKeyStore();

beforeAll(async () => {
  server = await startAccountServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'summer-session-'));
  tokenFile = join(folder, 'session.bin');
  server.requests.length = 0;
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function newSession(storeFile = tokenFile) {
  return new ServerSession({
    store: new TokenStore(storeFile, keys),
    defaultServerUrl: 'http://localhost:3000',
    deviceLabel: 'Summer on test-laptop',
  });
}

describe('server addresses', () => {
  it('accepts http and https addresses and normalizes them', () => {
    expect(parseServerUrl(' https://summer.example/ ')).toBe('https://summer.example');
    expect(parseServerUrl('http://10.0.0.5:3000/summer/')).toBe('http://10.0.0.5:3000/summer');
    for (const bad of [
      'ftp://summer.example',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'summer.example',
      '',
    ]) {
      expect(parseServerUrl(bad)).toBeNull();
    }
    expect(parseServerUrl('https://user:secret@summer.example')).toBeNull();
  });

  it('takes the default from SUMMER_SERVER_URL, falling back (and saying so) when it is not http(s)', () => {
    const messages: string[] = [];
    expect(
      defaultServerUrl({ SUMMER_SERVER_URL: 'https://eu.summer.example/' }, (m) => messages.push(m)),
    ).toBe('https://eu.summer.example');
    expect(defaultServerUrl({}, (m) => messages.push(m))).toBe(FALLBACK_SERVER_URL);
    expect(defaultServerUrl({ SUMMER_SERVER_URL: 'ftp://x' }, (m) => messages.push(m))).toBe(
      FALLBACK_SERVER_URL,
    );
    expect(messages).toEqual([expect.stringContaining('SUMMER_SERVER_URL')]);
  });

  it('never lets an API path take the token to another host or out of /api/', () => {
    expect(apiUrl('https://summer.example', '/api/documents?limit=5')).toBe(
      'https://summer.example/api/documents?limit=5',
    );
    expect(apiUrl('https://summer.example/base', '/api/user')).toBe('https://summer.example/base/api/user');
    expect(apiUrl('https://summer.example', '//evil.example/api/x')).toBeNull();
    expect(apiUrl('https://summer.example', '/api/../admin')).toBeNull();
    expect(apiUrl('https://summer.example', '/api/%2e%2e/admin')).toBeNull();
    expect(apiUrl('https://summer.example', '/api@evil.example/')).toBeNull();
    expect(apiUrl('https://summer.example', '/login')).toBeNull();
    expect(apiUrl('https://summer.example', '/api/x\\..\\y')).toBeNull();
  });
});

describe('signing in and out against a running server', () => {
  it('signs in for a bearer token, keeps it encrypted, and never hands it to the UI', async () => {
    const session = newSession();
    const result = await session.signIn(`${server.url}/`, 'ana@example.com', 'correct horse');
    expect(result).toEqual({
      ok: true,
      value: {
        signedIn: true,
        serverUrl: server.url,
        email: 'ana@example.com',
        storage: 'encrypted',
        storageNote: null,
      },
    });
    expect(JSON.stringify(result)).not.toMatch(/smr_/);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/token',
      body: { email: 'ana@example.com', password: 'correct horse', label: 'Summer on test-laptop' },
    });
    // The next launch is still signed in.
    const nextLaunch = new TokenStore(tokenFile, keys);
    expect((await nextLaunch.load())?.token).toMatch(/^smr_test_/);
  });

  it('calls the API with the token, passing any status through', async () => {
    const session = newSession();
    await session.signIn(server.url, 'ana@example.com', 'correct horse');
    const user = await session.request('GET', '/api/auth/user');
    expect(user).toEqual({
      ok: true,
      value: {
        status: 200,
        statusText: 'OK',
        contentType: expect.stringContaining('application/json'),
        body: '{"email":"ana@example.com"}',
      },
    });
    const last = server.requests.at(-1)!;
    expect(last.authorization).toMatch(/^Bearer smr_test_/);
    // No Origin header: the server's cross-site check exempts bearer clients that send none.
    expect(last.origin).toBeUndefined();
    const deleted = await session.request('DELETE', '/api/documents/41');
    expect(deleted).toMatchObject({ ok: true, value: { status: 204, body: '' } });
    expect(await session.request('GET', '//evil.example/api/steal')).toMatchObject({
      ok: false,
      code: 'invalid_argument',
    });
  });

  it('explains a wrong password in the server’s words and stays signed out', async () => {
    const session = newSession();
    expect(await session.signIn(server.url, 'ana@example.com', 'wrong')).toEqual({
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
    expect(server.requests).toHaveLength(0);
  });

  it('says the server cannot be reached when nothing answers', async () => {
    const session = newSession();
    const nowhere = await unreachableUrl();
    expect(await session.signIn(nowhere, 'ana@example.com', 'correct horse')).toMatchObject({
      ok: false,
      code: 'offline',
      message: expect.stringContaining('cannot be reached'),
    });
  });

  it('revokes the token on the server at sign-out and forgets it here', async () => {
    const session = newSession();
    await session.signIn(server.url, 'ana@example.com', 'correct horse');
    const token = [...server.liveTokens].at(-1)!;
    expect(await session.signOut()).toMatchObject({ signedIn: false, email: null, storage: 'none' });
    expect(server.liveTokens.has(token)).toBe(false);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/auth/token',
      authorization: `Bearer ${token}`,
    });
    await expect(stat(tokenFile)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await session.request('GET', '/api/auth/user')).toMatchObject({ ok: false, code: 'signed_out' });
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const offline = await startAccountServer();
    const session = newSession();
    await session.signIn(offline.url, 'ana@example.com', 'correct horse');
    await offline.close();
    expect(await session.signOut()).toMatchObject({ signedIn: false });
    await expect(stat(tokenFile)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await new TokenStore(tokenFile, keys).load()).toBeNull();
  });

  it('forgets a token the server no longer accepts (revoked from another device)', async () => {
    const session = newSession();
    await session.signIn(server.url, 'ana@example.com', 'correct horse');
    server.liveTokens.clear();
    expect(await session.request('GET', '/api/auth/user')).toMatchObject({
      ok: true,
      value: { status: 401 },
    });
    expect(session.describe().signedIn).toBe(false);
  });

  it('revokes the previous token when signing in again', async () => {
    const session = newSession();
    await session.signIn(server.url, 'ana@example.com', 'correct horse');
    const first = [...server.liveTokens].at(-1)!;
    await session.signIn(server.url, 'ana@example.com', 'correct horse');
    expect(server.liveTokens.has(first)).toBe(false);
    expect(session.describe().signedIn).toBe(true);
  });
});
