/**
 * The desktop app opens offline too: the shared UI asks the server who is signed in, and without an
 * answer it would show the signed-out site and hide the dashboard that can summarize on the device.
 * So the renderer remembers the last answer of GET /api/auth/user and gives it back while the server
 * cannot be reached. A 401 (signed out, sign-in expired) forgets it at once.
 */
import type { DesktopBridge } from '../bridge.ts';

export const LAST_ACCOUNT_KEY = 'summer-last-account';

type AccountStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberingAccount(
  fetch: typeof globalThis.fetch,
  storage: AccountStorage = globalThis.localStorage,
): typeof globalThis.fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = typeof input === 'string' || input instanceof URL ? input.toString() : input.url;
    if (method !== 'GET' || new URL(url, 'http://app.invalid').pathname !== '/api/auth/user') {
      return fetch(input, init);
    }
    let response: Response;
    try {
      response = await fetch(input, init);
    } catch (error) {
      const last = storage.getItem(LAST_ACCOUNT_KEY);
      if (last === null) throw error;
      return new Response(last, { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    if (response.ok) storage.setItem(LAST_ACCOUNT_KEY, await response.clone().text());
    else if (response.status === 401) storage.removeItem(LAST_ACCOUNT_KEY);
    return response;
  };
}

/**
 * Who is signed in, asked of the server itself (never the remembered answer): what sending a pending
 * summary needs. Rejects while the server cannot be reached.
 */
export async function serverSignedInUserId(bridge: Pick<DesktopBridge, 'api'>): Promise<string | null> {
  const answer = await bridge.api('GET', '/api/auth/user');
  if (!answer.ok) {
    if (answer.code === 'signed_out') return null;
    throw new TypeError(answer.message);
  }
  if (answer.value.status === 401) return null;
  if (answer.value.status !== 200) throw new Error(`The server answered ${answer.value.status}.`);
  const user = JSON.parse(answer.value.body) as { id?: unknown } | null;
  return user && (typeof user.id === 'string' || typeof user.id === 'number') ? String(user.id) : null;
}
