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

/**
 * SPEC's test for an authentication failure: the message names 401 or says unauthorized (any case).
 * Covers errors that passed through other layers as plain Errors as well as ApiRequestError.
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : '';
  return /\b401\b|unauthorized/i.test(message);
}

/** Per call: what this request means to the session. */
export interface RequestOptions {
  /**
   * The call only makes sense for a signed-in user: a 401 means the session ended while the page was
   * open, and the client's onSessionEnded is told (the UI says so and goes to sign in). Calls that handle
   * 401 themselves (sign-in, the current user, the upload's own message) leave this off.
   */
  session?: boolean;
}

export interface ApiClientOptions {
  /** Server origin; empty for the same origin (the web app). The desktop app sets its server URL. */
  baseUrl?: string;
  /** Extra headers for every call (the desktop app's bearer token). */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
  /** A session call was answered 401. Called before the error is thrown to the caller. */
  onSessionEnded?: (error: ApiRequestError) => void;
}

export function createApiClient({
  baseUrl = '',
  headers,
  fetch: fetchImpl = fetch,
  onSessionEnded,
}: ApiClientOptions = {}) {
  async function request(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<Response> {
    const init: RequestInit = { method, credentials: 'include', headers: { ...headers?.() } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
    const response = await fetchImpl(`${baseUrl}${path}`, init);
    if (!response.ok) {
      const error = new ApiRequestError(response.status, await response.text(), response.statusText);
      if (options.session && error.status === 401) onSessionEnded?.(error);
      throw error;
    }
    return response;
  }

  async function json<T>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    const response = await request(method, path, body, options);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => json<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => json<T>('POST', path, body, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      json<T>('PATCH', path, body, options),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      json<T>('DELETE', path, body, options),
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
