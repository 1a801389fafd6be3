import { decodePage } from './charset.ts';
import { type PageKind, pageKind, sniff } from './contentTypes.ts';
import { CookieJar } from './cookieJar.ts';
import { fetchFailed, timedOut, tooLarge } from './errors.ts';
import { type PageResponse, requestPage } from './httpRequest.ts';
import { metaRefreshTarget } from './metaRefresh.ts';
import { loginRequiredError } from './pageSignals.ts';
import { type ReadArticle, readPlainText } from './readArticle.ts';
import { type ReadOptions, readArticleIsolated } from './readInWorker.ts';
import { type NetworkPolicy, PRODUCTION_POLICY, parseUserUrl, resolveTarget } from './urlPolicy.ts';

/** A web page read for summarizing: its readable article (see readArticle.ts) and final address. */
export interface FetchedArticle extends ReadArticle {
  /** The page's final address, after redirects. */
  url: string;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_IDLE_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_REDIRECTS = 5;

/**
 * Test-only hooks, reachable only through this symbol: no JSON body, query string or environment
 * variable can produce a symbol-keyed property, and the module's public entry (index.ts) does not
 * export it.
 */
export const testHooks = Symbol('webPages.testHooks');

interface TestHooks {
  /** Replaces DNS. */
  resolveHost?: (hostname: string) => Promise<string[]>;
  /** Loopback addresses (only loopback ones) treated as public servers on any port. */
  trustedLoopback?: readonly string[];
  /** Pages above this many characters are read in a worker thread (see readInWorker.ts). */
  inlineMaxChars?: number;
  /** Time allowed for reading the article out of the page. */
  extractionBudgetMs?: number;
  /** A certificate authority (PEM) trusted instead of the system's, for local HTTPS servers. */
  trustedCa?: string;
}

export interface FetchArticleOptions {
  /** Cancels the fetch (e.g. when the client disconnects). */
  signal?: AbortSignal;
  /** Limits may be lowered, never raised above the defaults above. */
  timeoutMs?: number;
  idleTimeoutMs?: number;
  maxBytes?: number;
  [testHooks]?: TestHooks;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function lowered(requested: number | undefined, fallback: number): number {
  return requested !== undefined && Number.isFinite(requested) && requested > 0
    ? Math.min(requested, fallback)
    : fallback;
}

function policyFrom(hooks: TestHooks | undefined): NetworkPolicy {
  if (!hooks) return PRODUCTION_POLICY;
  return {
    resolveHost: hooks.resolveHost ?? PRODUCTION_POLICY.resolveHost,
    trustedLoopback: new Set(hooks.trustedLoopback ?? []),
  };
}

/** Rejects as soon as the signal aborts, for steps that cannot be cancelled themselves (DNS). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

type FinalPage = { article: ReadArticle } | { refreshTo: string };

async function readFinalPage(
  response: PageResponse,
  url: URL,
  maxBytes: number,
  reading: ReadOptions,
): Promise<FinalPage> {
  const contentType = response.headers['content-type'];
  let kind: PageKind;
  try {
    kind = pageKind(contentType);
  } catch (error) {
    response.discard();
    throw error;
  }
  const declaredLength = Number(response.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
    response.discard();
    throw tooLarge(maxBytes);
  }
  const body = await response.readBody();
  const resolvedKind = kind === 'sniff' ? sniff(body) : kind;
  const { text } = decodePage(body, contentType, resolvedKind === 'html');
  const fallbackTitle = url.hostname;
  if (resolvedKind === 'text') return { article: readPlainText(text, fallbackTitle) };
  const refreshTo = metaRefreshTarget(text, url);
  if (refreshTo) return { refreshTo };
  return { article: await readArticleIsolated(text, fallbackTitle, reading) };
}

/** The next address of a redirect, within the redirect limit. */
function redirectTarget(location: string, current: URL, redirectsSoFar: number): URL {
  if (redirectsSoFar >= MAX_REDIRECTS) {
    throw fetchFailed(`This link redirects too many times (more than ${MAX_REDIRECTS}).`);
  }
  try {
    return new URL(location, current);
  } catch {
    throw fetchFailed('This link redirects to an address that is not valid.');
  }
}

interface Limits {
  idleTimeoutMs: number;
  maxBytes: number;
  ca?: string;
  /** The download's deadline and the caller's signal. */
  signal: AbortSignal;
  /** Reading the article has its own time budget; only the caller's signal cancels it early. */
  reading: ReadOptions;
}

async function fetchFollowingRedirects(
  start: URL,
  policy: NetworkPolicy,
  limits: Limits,
): Promise<{ url: URL; article: ReadArticle }> {
  let current = start;
  const cookies = new CookieJar();
  for (let redirects = 0; ; redirects++) {
    const target = await untilAborted(
      resolveTarget(current, policy, redirects === 0 ? 'link' : 'redirect'),
      limits.signal,
    );
    const response = await requestPage(target, { ...limits, cookie: cookies.headerFor(target.hostname) });
    cookies.remember(target.hostname, response.headers);
    const { status } = response;

    if (REDIRECT_STATUSES.has(status)) {
      response.discard();
      const location = response.headers.location;
      if (!location) throw fetchFailed(`The page could not be fetched (HTTP ${status}).`, status);
      current = redirectTarget(location, current, redirects);
      continue;
    }
    if (status === 401 || status === 403) {
      response.discard();
      throw loginRequiredError(status);
    }
    if (status < 200 || status >= 300) {
      response.discard();
      throw fetchFailed(`The page could not be fetched (HTTP ${status}).`, status);
    }
    const page = await readFinalPage(response, current, limits.maxBytes, limits.reading);
    if ('article' in page) return { url: current, article: page.article };
    // An HTML page whose only job is to send the visitor on (<meta http-equiv="refresh">).
    current = redirectTarget(page.refreshTo, current, redirects);
  }
}

/**
 * Fetches a web page and returns its readable article. Every failure is an AppError with a stable
 * code (see errors.ts); the rules are listed at the top of index.ts.
 */
export async function fetchArticle(url: string, options: FetchArticleOptions = {}): Promise<FetchedArticle> {
  const start = parseUserUrl(url);
  const policy = policyFrom(options[testHooks]);
  const timeoutMs = lowered(options.timeoutMs, DEFAULT_TIMEOUT_MS);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(timedOut(Math.ceil(timeoutMs / 1000))), timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  try {
    const { url: finalUrl, article } = await fetchFollowingRedirects(start, policy, {
      idleTimeoutMs: lowered(options.idleTimeoutMs, DEFAULT_IDLE_TIMEOUT_MS),
      maxBytes: lowered(options.maxBytes, DEFAULT_MAX_BYTES),
      ca: options[testHooks]?.trustedCa,
      signal,
      reading: {
        signal: options.signal,
        inlineMaxChars: options[testHooks]?.inlineMaxChars,
        budgetMs: options[testHooks]?.extractionBudgetMs,
      },
    });
    return {
      url: finalUrl.href,
      title: article.title,
      text: article.text,
      wordCount: article.wordCount,
      truncated: article.truncated,
      ...(article.notice ? { notice: article.notice } : {}),
      ...(article.siteName ? { siteName: article.siteName } : {}),
      ...(article.language ? { language: article.language } : {}),
    };
  } finally {
    clearTimeout(timer);
  }
}
