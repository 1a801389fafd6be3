/**
 * The one way the UI calls the server, with SPEC.md's client behaviour: credentials always sent, JSON
 * bodies with a JSON content type, and any non-OK answer turned into an ApiRequestError whose message is
 * "status: body text" (or the status text when the body is empty).
 */

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The parsed JSON body, when the server answered JSON. */
  get body(): Record<string, unknown> | null {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
}

export interface ApiClientOptions {
  /** Server origin; empty for the same origin (the web app). The desktop app sets its server URL. */
  baseUrl?: string;
  /** Extra headers for every call (the desktop app's bearer token). */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
}

export function createApiClient({ baseUrl = '', headers, fetch: fetchImpl = fetch }: ApiClientOptions = {}) {
  async function request(method: string, path: string, body?: unknown): Promise<Response> {
    const init: RequestInit = { method, credentials: 'include', headers: { ...headers?.() } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
    const response = await fetchImpl(`${baseUrl}${path}`, init);
    if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
    return response;
  }

  async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await request(method, path, body);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  }

  return {
    request,
    get: <T>(path: string) => json<T>('GET', path),
    post: <T>(path: string, body?: unknown) => json<T>('POST', path, body),
    patch: <T>(path: string, body?: unknown) => json<T>('PATCH', path, body),
    delete: <T>(path: string, body?: unknown) => json<T>('DELETE', path, body),
    /** GET that answers null on 401 instead of throwing (the signed-in user, when nobody is). */
    getOrNullOn401: async <T>(path: string): Promise<T | null> => {
      try {
        return await json<T>('GET', path);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
