import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testUser } from '../../api/testing/users.ts';
import { configureApiClient } from '../apiClient.ts';
import { readUser } from './readUser.ts';

/** The browser's localStorage, which Node lacks. */
function installStorage() {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

function server(answer: () => Response) {
  configureApiClient({ fetch: (async () => answer()) as typeof fetch });
}
const offline = () =>
  configureApiClient({
    fetch: (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch,
  });
const user = testUser({ id: '42', subscriptionActive: true });

describe('who is signed in, online and offline', () => {
  beforeEach(installStorage);
  afterEach(() => {
    configureApiClient({});
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('offline, opens as the account the server last named on this device, marked as remembered', async () => {
    server(() => Response.json(user));
    expect(await readUser()).toEqual({ status: 'signed-in', user });
    offline();
    expect(await readUser()).toEqual({ status: 'signed-in', user, remembered: true });
  });

  it('after the server said nobody is signed in, offline is a visitor', async () => {
    server(() => Response.json(user));
    await readUser();
    server(() => new Response('{"message":"Sign in first"}', { status: 401 }));
    expect(await readUser()).toEqual({ status: 'visitor' });
    offline();
    expect(await readUser()).toEqual({ status: 'visitor' });
  });

  it('an error answer from the server is not offline: a visitor, and the account is still remembered', async () => {
    server(() => Response.json(user));
    await readUser();
    server(() => new Response('down', { status: 503 }));
    expect(await readUser()).toEqual({ status: 'visitor' });
    offline();
    expect(await readUser()).toMatchObject({ status: 'signed-in', remembered: true });
  });

  it('never signed in on this device: offline is a visitor', async () => {
    offline();
    expect(await readUser()).toEqual({ status: 'visitor' });
  });
});
