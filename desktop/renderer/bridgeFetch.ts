/**
 * A fetch for the shared API client that goes through the desktop bridge: the main process makes the
 * HTTP call with the bearer token, and this turns its answer back into a Response.
 *
 *   createApiClient({ fetch: createBridgeFetch(bridge) })
 *
 * Only JSON (or no) bodies cross: the desktop app sends text, never files. An unreachable server
 * rejects like a browser's fetch does (TypeError), so callers treat it as being offline.
 */
import type { ApiFetch } from '../../shared/api/client.ts';
import type { ApiMethod, DesktopBridge } from '../bridge.ts';

const METHODS: readonly ApiMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Statuses whose Response may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

export function createBridgeFetch(bridge: Pick<DesktopBridge, 'api'>): ApiFetch {
  return async (url, init) => {
    const asked = (init?.method ?? 'GET').toUpperCase();
    const method = METHODS.find((known) => known === asked);
    if (!method) throw new TypeError(`The desktop app does not send ${asked} requests.`);
    const path = pathOf(url);
    const answer = await bridge.api(method, path, await bodyOf(init?.body));
    if (!answer.ok) {
      if (answer.code === 'offline' || answer.code === 'timeout') throw new TypeError(answer.message);
      // Refused locally (signed out, invalid path): shaped like the server's own error answers.
      const status = answer.code === 'signed_out' ? 401 : 400;
      return new Response(JSON.stringify({ error: answer.code, message: answer.message }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const { status, statusText, contentType, body } = answer.value;
    return new Response(NO_BODY.has(status) ? null : body, {
      status,
      statusText,
      headers: contentType ? { 'Content-Type': contentType } : {},
    });
  };
}

/** The client is built with an empty base URL, so calls arrive as "/api/…"; only that path crosses. */
function pathOf(url: string): string {
  if (url.startsWith('/')) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function bodyOf(body: BodyInit | null | undefined): Promise<unknown> {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') {
    throw new TypeError('The desktop app sends JSON bodies only; files are read on this computer.');
  }
  try {
    return JSON.parse(body);
  } catch {
    throw new TypeError('The desktop app sends JSON bodies only.');
  }
}
