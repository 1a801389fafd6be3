import type { DesktopBridge } from '../bridge.ts';

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
