import { type ErrorCode, isErrorCode } from './errors.ts';
import {
  type FormFile,
  queryString,
  type RouteAnswer,
  type RouteDefinition,
  type RouteInput,
  routePath,
} from './route.ts';

/**
 * The one way the UI and the desktop call the server, with SPEC.md's client behaviour: credentials always
 * sent, JSON bodies with a JSON content type, and any non-OK answer turned into an ApiRequestError whose
 * message is "status: body text" (or the status text when the body is empty). Every request is built from
 * its route's schemas and every answer parsed by them (shared/api/route.ts).
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

  /** The error code of the API's error table, when the server answered one. */
  get code(): ErrorCode | undefined {
    const code = this.body?.error;
    return isErrorCode(code) ? code : undefined;
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
  /** Headers of this request only (an upload's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Ends the wait (a time limit, a page that went away). */
  signal?: AbortSignal;
}

/** What the client needs of fetch: the browser's, Node's, or the desktop bridge's. */
export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * The server answered OK, but not what its route's schema says: a server of another version, or a
 * proxy's page. Treated like any other failure of the call; `cause` holds the schema's complaint.
 */
export class UnexpectedAnswerError extends Error {
  constructor(route: RouteDefinition, cause: unknown) {
    super(`${route.method} ${route.path}: the server's answer does not match the contract.`, { cause });
    this.name = 'UnexpectedAnswerError';
  }
}

export interface ApiClientOptions {
  /** Server origin; empty for the same origin (the web app). The desktop app sets its server URL. */
  baseUrl?: string;
  /** Extra headers for every call (the desktop app's bearer token). */
  headers?: () => Record<string, string>;
  /** The transport; the client always passes a full URL string. Defaults to the global fetch. */
  fetch?: ApiFetch;
  /** A session call was answered 401. Called before the error is thrown to the caller. */
  onSessionEnded?: (error: ApiRequestError) => void;
}

export function createApiClient({
  baseUrl = '',
  headers,
  fetch: fetchImpl = (url, init) => fetch(url, init),
  onSessionEnded,
}: ApiClientOptions = {}) {
  /** Sends one request as it is; non-OK answers throw. For what a route cannot describe (beacons). */
  async function request(
    method: string,
    path: string,
    body?: BodyInit | undefined,
    options: RequestOptions = {},
    contentType?: string,
  ): Promise<Response> {
    const requestHeaders: Record<string, string> = { ...headers?.(), ...options.headers };
    if (contentType) requestHeaders['Content-Type'] = contentType;
    const init: RequestInit = { method, credentials: 'include', headers: requestHeaders, body };
    if (options.signal) init.signal = options.signal;
    const response = await fetchImpl(`${baseUrl}${path}`, init);
    if (!response.ok) {
      const error = new ApiRequestError(response.status, await response.text(), response.statusText);
      if (options.session && error.status === 401) onSessionEnded?.(error);
      throw error;
    }
    return response;
  }

  /**
   * A route's path with its parameters and query, checked by its schemas: for what cannot be a fetch
   * call (a beacon, an EventSource). Relative to the page's origin, like every path the client sends.
   */
  function pathOf<R extends RouteDefinition>(route: R, ...[input]: CallArguments<R>): string {
    return buildPath(route, (input ?? {}) as GivenInput);
  }

  /** Calls one route of the contract: the input is checked by its schemas, the answer parsed by its schema. */
  async function call<R extends RouteDefinition>(
    route: R,
    ...[input, options]: CallArguments<R>
  ): Promise<RouteAnswer<R>> {
    const given = (input ?? {}) as GivenInput;
    const path = buildPath(route, given);
    let body: BodyInit | undefined;
    let contentType: string | undefined;
    if (route.body) {
      body = JSON.stringify(route.body.parse(given.body ?? {}));
      contentType = 'application/json';
    } else if (route.form) {
      const form = new FormData();
      const fields = route.form.fields.parse(given.form ?? {}) as Record<string, unknown>;
      for (const [name, value] of Object.entries(fields)) {
        if (value !== undefined && value !== null) form.append(name, String(value));
      }
      if (given.file) form.append(route.form.file, given.file.blob, given.file.filename);
      body = form;
    }
    const response = await request(route.method, path, body, options, contentType);
    if (typeof route.answer === 'string') {
      throw new Error(`${route.method} ${route.path} answers ${route.answer}, not JSON: use request()`);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = route.answer.parse(text ? JSON.parse(text) : null);
    } catch (error) {
      throw new UnexpectedAnswerError(route, error);
    }
    return parsed as RouteAnswer<R>;
  }

  /** call(), answering null on 401 instead of throwing (the signed-in user, when nobody is). */
  async function callOrNullOn401<R extends RouteDefinition>(
    route: R,
    ...args: CallArguments<R>
  ): Promise<RouteAnswer<R> | null> {
    try {
      return await call(route, ...args);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  }

  return { request, call, callOrNullOn401, pathOf };
}

function buildPath(route: RouteDefinition, given: GivenInput): string {
  const params = route.params ? route.params.parse(given.params) : {};
  // A part whose fields are all optional may be left out altogether (here and for bodies and forms).
  const query = route.query ? (route.query.parse(given.query ?? {}) as Record<string, unknown>) : undefined;
  return `${routePath(route.path, params)}${queryString(query)}`;
}

/** A route's input is optional when nothing in it is required. */
type CallArguments<R extends RouteDefinition> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` is exactly "an input with no required part".
  {} extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: RequestOptions]
    : [input: RouteInput<R>, options?: RequestOptions];

interface GivenInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  form?: unknown;
  file?: FormFile;
}

export type ApiClient = ReturnType<typeof createApiClient>;
