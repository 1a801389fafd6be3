import crawlers from 'crawler-user-agents';
import { UAParser } from 'ua-parser-js';

/**
 * What the analytics read from a request and keep, and what they refuse to keep: robots are left out,
 * the user agent is reduced to a device class, a page address to its path and utm_* parameters, a
 * referrer to its host.
 */

/**
 * Robots by user agent, from the maintained crawler-user-agents list (MIT), plus the generic words
 * crawlers use and the headless browsers of scripts.
 */
const BOT_PATTERN = new RegExp(
  [...crawlers.map((crawler) => crawler.pattern), 'bot\\b', 'crawl', 'spider', 'headless', 'preview'].join(
    '|',
  ),
  'i',
);

export function isRobot(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_PATTERN.test(userAgent);
}

export type Device = 'desktop' | 'mobile' | 'tablet';

/** The device class of a user agent (ua-parser-js 1.x); what it cannot tell is a desktop. */
export function deviceOf(userAgent: string): Device {
  const type = new UAParser(userAgent).getDevice().type;
  if (type === 'tablet') return 'tablet';
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  return 'desktop';
}

/** A page address as kept: its path, and only the utm_* parameters of its query. */
export function keptAddress(pathWithQuery: string): {
  path: string;
  utmQuery: string | null;
  utmSource: string | null;
} {
  const url = new URL(pathWithQuery, 'http://site.invalid');
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (name.toLowerCase().startsWith('utm_')) kept.append(name.toLowerCase(), value.slice(0, 100));
  }
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return {
    path: path.slice(0, 500),
    utmQuery: kept.size > 0 ? kept.toString() : null,
    utmSource: kept.get('utm_source'),
  };
}

/** The host of a referrer URL, or null for none or one that is not a web address. */
export function referrerHost(referrer: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}
