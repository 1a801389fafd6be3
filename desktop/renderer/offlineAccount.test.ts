import { describe, expect, it } from 'vitest';
import type { ApiResponse, DesktopResult } from '../bridge.ts';
import { LAST_ACCOUNT_KEY, rememberingAccount, serverSignedInUserId } from './offlineAccount.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const ana = { id: 'user-ana', email: 'ana@example.com' };

describe('the account while the server cannot be reached', () => {
  it('answers the last signed-in account offline, and forgets it on a 401', async () => {
    const storage = memoryStorage();
    let answer: () => Response = () => Response.json(ana);
    const fetch = rememberingAccount((async () => answer()) as typeof globalThis.fetch, storage);

    expect(await (await fetch('/api/auth/user')).json()).toEqual(ana);
    answer = () => {
      throw new TypeError('The server cannot be reached.');
    };
    const offline = await fetch('/api/auth/user');
    expect(offline.status).toBe(200);
    expect(await offline.json()).toEqual(ana);
    // Only the account is remembered: other calls fail as they would.
    await expect(fetch('/api/documents')).rejects.toThrow('cannot be reached');

    answer = () => Response.json({ error: 'unauthorized' }, { status: 401 });
    expect((await fetch('/api/auth/user')).status).toBe(401);
    expect(storage.values.has(LAST_ACCOUNT_KEY)).toBe(false);
    answer = () => {
      throw new TypeError('The server cannot be reached.');
    };
    await expect(fetch('/api/auth/user')).rejects.toThrow('cannot be reached');
  });

  it('asks the server itself before a pending summary is sent', async () => {
    const bridge = (answer: DesktopResult<ApiResponse>) => ({ api: async () => answer });
    const reply = (status: number, body: unknown): DesktopResult<ApiResponse> => ({
      ok: true,
      value: { status, statusText: '', contentType: 'application/json', body: JSON.stringify(body) },
    });
    expect(await serverSignedInUserId(bridge(reply(200, ana)))).toBe('user-ana');
    expect(await serverSignedInUserId(bridge(reply(401, {})))).toBeNull();
    expect(await serverSignedInUserId(bridge({ ok: false, code: 'signed_out', message: '' }))).toBeNull();
    await expect(
      serverSignedInUserId(bridge({ ok: false, code: 'offline', message: 'No connection.' })),
    ).rejects.toThrow('No connection.');
  });
});
