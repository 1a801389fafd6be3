/**
 * The desktop's main process against the real Summer server (server/testing's harness: temporary
 * SQLite, free port). What the fake account server used to record is seen here by wrapping the fetch
 * the session is given, so tests still read exactly what the desktop sent.
 */
import { createServer } from 'node:net';
import { signUp } from '../../server/testing/httpClient.ts';
import { startTestServer } from '../../server/testing/testServer.ts';

interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  origin: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

/** A fetch that notes each request before sending it on, as the server receives it. */
export function recordingFetch() {
  const requests: RecordedRequest[] = [];
  const send: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    requests.push({
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      authorization: headers.get('authorization') ?? undefined,
      origin: headers.get('origin') ?? undefined,
      idempotencyKey: headers.get('idempotency-key') ?? undefined,
      body: text === undefined ? undefined : JSON.parse(text),
    });
    return fetch(input, init);
  };
  return { fetch: send, requests };
}

/** Whether the server still accepts a bearer token (it answers the signed-in user). */
export async function tokenAccepted(serverUrl: string, token: string): Promise<boolean> {
  const response = await fetch(`${serverUrl}/api/auth/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.body?.cancel();
  return response.status === 200;
}

/** Revokes a bearer token as another device holding it would. */
export async function revokeToken(serverUrl: string, token: string): Promise<void> {
  const response = await fetch(`${serverUrl}/api/auth/token`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`revoking the token failed: ${response.status}`);
}

/**
 * A second real server with `email` signed up, for journeys where the server goes away after the
 * sign-in: `close()` leaves a closed port behind, which is what an unreachable server is.
 */
export async function serverThatGoesAway(email: string) {
  const server = await startTestServer();
  await signUp(server, { email });
  return { url: server.url, close: () => server.close() };
}

/** An address where nothing listens: a port that was just free. */
export async function unreachableUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port to probe');
  return `http://127.0.0.1:${address.port}`;
}
