/**
 * The desktop app's account on a Summer server: sign-in for a long-lived bearer token, sign-out that
 * revokes it, and every API call made here in the main process with that token, so the renderer never
 * holds it. Only text ever goes to the server: files are read and extracted on this computer.
 */
import { ZodError } from 'zod';
import { authRoutes } from '../../shared/api/auth.ts';
import {
  type ApiClient,
  ApiRequestError,
  createApiClient,
  UnexpectedAnswerError,
} from '../../shared/api/client.ts';
import type { ApiMethod, ApiResponse, DesktopResult, DesktopSession } from '../bridge.ts';
import type { TokenStore } from './tokenStore.ts';

export const FALLBACK_SERVER_URL = 'http://localhost:3000';
const SIGN_IN_TIMEOUT_MS = 30_000;
const SIGN_OUT_TIMEOUT_MS = 10_000;
/** Server-side summaries of very long documents take minutes; the wait is generous but not endless. */
export const API_TIMEOUT_MS = 15 * 60_000;

/** A server address the user may sign in to: http or https, no credentials, no query; normalized without a trailing slash. */
export function parseServerUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || !url.hostname) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The server used until the user signs in elsewhere: SUMMER_SERVER_URL when valid, else the local default. */
export function defaultServerUrl(
  env: Record<string, string | undefined>,
  log: (message: string) => void,
): string {
  const configured = env.SUMMER_SERVER_URL;
  if (!configured) return FALLBACK_SERVER_URL;
  const parsed = parseServerUrl(configured);
  if (!parsed) log(`SUMMER_SERVER_URL is not an http(s) address; using ${FALLBACK_SERVER_URL}`);
  return parsed ?? FALLBACK_SERVER_URL;
}

/**
 * The full URL for an API path on the server, or null when the path would leave the server's API
 * (another host, `..` out of /api/, a protocol-relative path): the token goes nowhere else.
 */
export function apiUrl(serverUrl: string, path: string): string | null {
  if (!path.startsWith('/api/') || /[\s\\]/.test(path)) return null;
  const base = new URL(serverUrl);
  let target: URL;
  try {
    target = new URL(`${serverUrl}${path}`);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  const apiRoot = `${base.pathname.replace(/\/+$/, '')}/api/`;
  if (!target.pathname.startsWith(apiRoot)) return null;
  return target.toString();
}

export interface ServerSessionOptions {
  store: TokenStore;
  defaultServerUrl: string;
  /** Names the token in the account's list of signed-in devices (e.g. "Summer on ana-laptop"). */
  deviceLabel?: string;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /**
   * The User-Agent of the calls made for the renderer (Electron's own): the server's analytics tell a
   * person's app from a script by it, and count it as a desktop.
   */
  userAgent?: string;
}

export class ServerSession {
  private readonly store: TokenStore;
  private readonly fetch: typeof fetch;
  private readonly log: (message: string) => void;
  private readonly fallbackServerUrl: string;
  private readonly deviceLabel: string | undefined;
  private readonly userAgent: string | undefined;

  constructor(options: ServerSessionOptions) {
    this.store = options.store;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.log = options.log ?? (() => {});
    this.fallbackServerUrl = options.defaultServerUrl;
    this.deviceLabel = options.deviceLabel?.slice(0, 100);
    this.userAgent = options.userAgent;
  }

  /** What the UI may know about the session: never the token. */
  describe(): DesktopSession {
    const session = this.store.current();
    const { storage, note } = this.store.storage();
    return {
      signedIn: session !== null,
      serverUrl: session?.serverUrl ?? this.fallbackServerUrl,
      email: session?.email ?? null,
      storage,
      storageNote: note,
    };
  }

  async signIn(
    serverUrlInput: string,
    email: string,
    password: string,
  ): Promise<DesktopResult<DesktopSession>> {
    const serverUrl = parseServerUrl(serverUrlInput);
    if (!serverUrl) {
      return failure('invalid_server_url', 'Enter the server address starting with http:// or https://.');
    }
    let token: string;
    try {
      const answer = await this.clientFor(serverUrl).call(
        authRoutes.createToken,
        { body: { email, password, ...(this.deviceLabel ? { label: this.deviceLabel } : {}) } },
        { signal: AbortSignal.timeout(SIGN_IN_TIMEOUT_MS) },
      );
      token = answer.token;
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
        return failure(
          'invalid_credentials',
          serverMessage(error) ?? 'The email or password is not correct.',
        );
      }
      if (error instanceof UnexpectedAnswerError) {
        return failure('server_error', 'The server did not send a sign-in token. Is this a Summer server?');
      }
      return failureOf(error, serverUrl);
    }
    // A previous account's token is revoked, not just replaced, so it does not linger valid.
    if (this.store.current()) await this.signOut();
    await this.store.save({ serverUrl, email, token });
    return { ok: true, value: this.describe() };
  }

  /** Revokes the token on the server when reachable; forgets it here in every case. */
  async signOut(): Promise<DesktopSession> {
    const session = this.store.current();
    if (session) {
      try {
        await this.clientFor(session.serverUrl, session.token).call(authRoutes.revokeToken, undefined, {
          signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS),
        });
      } catch (error) {
        if (error instanceof ApiRequestError) {
          if (error.status !== 401) {
            this.log(`The server answered ${error.status} when revoking the token; it was removed here.`);
          }
        } else if (!(error instanceof UnexpectedAnswerError)) {
          this.log(
            `The server could not be reached to revoke the token (${reasonOf(error)}); it was removed here.`,
          );
        }
      }
    }
    await this.store.clear();
    return this.describe();
  }

  /**
   * The signed-in server's API for the main process's own calls, with the token; null when signed out.
   * A session call answered 401 forgets the token, as request() does.
   */
  api(): ApiClient | null {
    const session = this.store.current();
    return session ? this.clientFor(session.serverUrl, session.token) : null;
  }

  private clientFor(serverUrl: string, token?: string): ApiClient {
    return createApiClient({
      baseUrl: serverUrl,
      fetch: this.fetch,
      headers: () => ({ Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }),
      onSessionEnded: () => {
        if (token && this.store.current()?.token === token) void this.store.clear();
      },
    });
  }

  /** The signed-in server's URL for an API path and the token, for streams the main process reads itself. */
  authorizedUrl(path: string): { url: string; token: string } | null {
    const session = this.store.current();
    const url = session ? apiUrl(session.serverUrl, path) : null;
    return session && url ? { url, token: session.token } : null;
  }

  /**
   * One API call with the bearer token. Any HTTP status is passed through; an unreachable server is
   * `offline`. `extraHeaders` are the main process's own (an upload's Idempotency-Key), never the page's.
   */
  async request(
    method: ApiMethod,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<DesktopResult<ApiResponse>> {
    const session = this.store.current();
    if (!session) return failure('signed_out', 'Sign in to use your account.');
    const url = apiUrl(session.serverUrl, path);
    if (!url) return failure('invalid_argument', 'Only the server’s /api/ paths can be called.');
    const headers: Record<string, string> = {
      ...extraHeaders,
      Authorization: `Bearer ${session.token}`,
      Accept: 'application/json',
    };
    if (this.userAgent) headers['User-Agent'] = this.userAgent;
    const init: RequestInit = { method, headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) };
    if (body !== undefined && method !== 'GET') {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await this.fetch(url, init);
    } catch (error) {
      return unreachable(error, session.serverUrl);
    }
    const result: ApiResponse = {
      status: response.status,
      statusText: response.statusText,
      contentType: response.headers.get('content-type'),
      body: await response.text(),
    };
    // The token was revoked or expired elsewhere: forget it so the UI shows the signed-out state.
    if (response.status === 401 && this.store.current()?.token === session.token) await this.store.clear();
    return { ok: true, value: result };
  }
}

function failure<T>(
  code: Exclude<DesktopResult<T>, { ok: true }>['code'],
  message: string,
): DesktopResult<T> {
  return { ok: false, code, message };
}

function unreachable<T>(error: unknown, serverUrl: string): DesktopResult<T> {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return failure('timeout', `${serverUrl} took too long to answer.`);
  }
  return failure('offline', `${serverUrl} cannot be reached. Check your connection or the server address.`);
}

/**
 * A failed call of the main process's own as the UI receives it: the server's refusal in its words, a
 * refused argument, or an unreachable server.
 */
export function failureOf<T>(error: unknown, serverUrl: string): DesktopResult<T> {
  if (error instanceof ApiRequestError) {
    return failure('server_error', serverMessage(error) ?? `The server answered ${error.status}.`);
  }
  if (error instanceof ZodError)
    return failure('invalid_argument', error.issues[0]?.message ?? 'Invalid input.');
  if (error instanceof UnexpectedAnswerError) return failure('server_error', error.message);
  return unreachable(error, serverUrl);
}

/** The system's reason a request failed (ECONNREFUSED…), else the error's message. */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string')
    return cause.code;
  return error instanceof Error ? error.message : String(error);
}

/** The server's own explanation (`message`, else `error`), when it sent one. */
function serverMessage(error: ApiRequestError): string | null {
  const message = error.body?.message ?? error.body?.error;
  return typeof message === 'string' && message.length > 0 ? message : null;
}
