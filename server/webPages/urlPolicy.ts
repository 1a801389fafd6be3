import { lookup } from 'node:dns/promises';
import { isIpLiteral, isLoopbackAddress, judgeAddress, parseAddress } from './addressPolicy.ts';
import {
  EMPTY_URL_MESSAGE,
  fetchFailed,
  forbiddenUrl,
  INTERNAL_ADDRESS_MESSAGE,
  invalidUrl,
} from './errors.ts';
import { assertSupportedSite } from './siteRules.ts';

/**
 * Turning a user's link (or a redirect's Location) into a target we may connect to: the URL's shape,
 * then every address its host resolves to. The addresses returned are the only ones the request may
 * use (see pinnedLookup in httpRequest.ts).
 */

/** Ports a page may be served from: the two standard ones and their two common alternates. */
export const ALLOWED_PORTS: readonly number[] = [80, 443, 8080, 8443];
const MAX_URL_LENGTH = 4096;

/** Host names that only mean something inside a private network. */
const LOCAL_NAME_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.lan', '.intranet'];

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface CheckedTarget {
  url: URL;
  /** Host name without IPv6 brackets: what the Host header and TLS SNI carry. */
  hostname: string;
  port: number;
  /** Every address the host name resolved to, each one checked. */
  addresses: ResolvedAddress[];
}

export interface NetworkPolicy {
  /** Every A and AAAA address of a host name. */
  resolveHost: (hostname: string) => Promise<string[]>;
  /**
   * Loopback addresses treated as public servers on any port. Empty in production; tests put the
   * address of their local HTTP servers here (see testHooks in fetchArticle.ts).
   */
  trustedLoopback: ReadonlySet<string>;
}

async function systemResolveHost(hostname: string): Promise<string[]> {
  const records = await lookup(hostname, { all: true, verbatim: true });
  return records.map((record) => record.address);
}

export const PRODUCTION_POLICY: NetworkPolicy = Object.freeze({
  resolveHost: systemResolveHost,
  trustedLoopback: new Set<string>(),
});

/** Parses what the user typed. Only absolute http(s) URLs are accepted. */
export function parseUserUrl(input: unknown): URL {
  if (typeof input !== 'string' || input.trim() === '') throw invalidUrl(EMPTY_URL_MESSAGE);
  const text = input.trim();
  if (!/^https?:\/\//i.test(text) || text.length > MAX_URL_LENGTH) throw invalidUrl();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidUrl();
  }
  checkUrlShape(url, 'link');
  return url;
}

type Context = 'link' | 'redirect';

function lead(context: Context): string {
  return context === 'link' ? 'This link points to' : 'This link redirects to';
}

/** Scheme, credentials and host name rules; no network access. */
function checkUrlShape(url: URL, context: Context): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    if (context === 'link') throw invalidUrl();
    throw forbiddenUrl(
      `This link redirects to an address that is not a web page (${url.protocol}).`,
      'scheme',
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw invalidUrl(
      context === 'link'
        ? 'Links with a user name or password in them can\'t be summarized. Remove the "name:password@" part and try again.'
        : 'This link redirects to an address with a user name or password in it, which we never follow.',
    );
  }
  if (url.href.length > MAX_URL_LENGTH) throw invalidUrl('This link is too long.');
  const hostname = bareHostname(url);
  if (hostname === '') throw invalidUrl();
  if (!isIpLiteral(hostname)) {
    const name = hostname.toLowerCase().replace(/\.$/, '');
    const local =
      name === 'localhost' ||
      !name.includes('.') ||
      LOCAL_NAME_SUFFIXES.some((suffix) => name.endsWith(suffix));
    if (local) {
      throw forbiddenUrl(
        `${lead(context)} a local or internal host name, which we never fetch.`,
        'local name',
      );
    }
    assertSupportedSite(name);
  }
}

function bareHostname(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

async function resolve(hostname: string, policy: NetworkPolicy): Promise<string[]> {
  let addresses: string[];
  try {
    addresses = await policy.resolveHost(hostname);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) {
    throw fetchFailed(`We couldn't find the site ${hostname}. Check the address and try again.`);
  }
  return addresses;
}

/**
 * Resolves the URL's host and checks every address it has: one internal address is enough to refuse,
 * since the connection could otherwise land on it.
 */
export async function resolveTarget(
  url: URL,
  policy: NetworkPolicy,
  context: Context,
): Promise<CheckedTarget> {
  checkUrlShape(url, context);
  const hostname = bareHostname(url);
  const literal = parseAddress(hostname);
  const candidates = literal ? [literal.toString()] : await resolve(hostname, policy);

  const addresses: ResolvedAddress[] = [];
  let allTrusted = true;
  for (const candidate of candidates) {
    const parsed = parseAddress(candidate);
    const normalized = parsed?.toString() ?? candidate;
    const trusted = policy.trustedLoopback.has(normalized) && isLoopbackAddress(normalized);
    allTrusted &&= trusted;
    if (!trusted) {
      const verdict = judgeAddress(candidate);
      if (!verdict.allowed) {
        throw forbiddenUrl(
          context === 'link'
            ? INTERNAL_ADDRESS_MESSAGE
            : 'This link redirects to a private or internal network address, which we never fetch for security reasons.',
          verdict.reason,
        );
      }
    }
    addresses.push({ address: normalized, family: parsed?.kind() === 'ipv6' ? 6 : 4 });
  }

  const port = portOf(url);
  if (!ALLOWED_PORTS.includes(port) && !allTrusted) {
    throw forbiddenUrl(
      `${lead(context)} port ${port}. Only pages on the standard web ports (${ALLOWED_PORTS.join(', ')}) can be summarized.`,
      'port',
    );
  }
  return { url, hostname, port, addresses };
}
