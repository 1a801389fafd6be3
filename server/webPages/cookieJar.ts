import type { IncomingHttpHeaders } from 'node:http';

/**
 * Cookies kept for the length of one fetch. Some sites set a cookie and redirect to the same page to
 * check that it sticks; without it they redirect forever. A cookie goes back only to the exact host
 * that set it (no domain or path widening) and the jar is dropped when the fetch ends.
 */

const MAX_COOKIES_PER_HOST = 30;
const MAX_COOKIE_CHARS = 4096;

export class CookieJar {
  private readonly hosts = new Map<string, Map<string, string>>();

  /** Takes the Set-Cookie headers of an answer from `hostname`. */
  remember(hostname: string, headers: IncomingHttpHeaders): void {
    const setCookies = headers['set-cookie'] ?? [];
    if (setCookies.length === 0) return;
    const key = hostname.toLowerCase();
    const cookies = this.hosts.get(key) ?? new Map<string, string>();
    for (const header of setCookies) {
      const pair = header.split(';', 1)[0] ?? '';
      const equals = pair.indexOf('=');
      if (equals <= 0 || pair.length > MAX_COOKIE_CHARS) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      // A cookie "deleted" by an expiry in the past (or Max-Age=0) is forgotten.
      if (/;\s*max-age\s*=\s*0\b/i.test(header) || value === '') cookies.delete(name);
      else if (cookies.has(name) || cookies.size < MAX_COOKIES_PER_HOST) cookies.set(name, value);
    }
    this.hosts.set(key, cookies);
  }

  /** The Cookie header for a request to `hostname`, when it set any. */
  headerFor(hostname: string): string | undefined {
    const cookies = this.hosts.get(hostname.toLowerCase());
    if (!cookies || cookies.size === 0) return undefined;
    return Array.from(cookies, ([name, value]) => `${name}=${value}`).join('; ');
  }
}
