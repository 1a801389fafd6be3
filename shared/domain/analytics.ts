/**
 * Rules of the first-party website analytics (no cookies, no third party): what a session is, which
 * ranges the /analytics page offers, and how a referrer becomes a traffic source.
 */

/** A visitor's page views with gaps shorter than this belong to one session. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/** Visitors with a page view this recent are "active" (the Real-time tab). */
export const REALTIME_WINDOW_MS = 5 * 60 * 1000;

/** The ranges of the /analytics page, in days back from now (SPEC: 1d, 7d default, 30d, 90d). */
export const ANALYTICS_RANGES = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 } as const;
export type AnalyticsRange = keyof typeof ANALYTICS_RANGES;
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '7d';

/** The groups of traffic sources; a campaign's utm_source is shown under its own name instead. */
const SOURCE_GROUPS = {
  direct: 'Direct',
  search: 'Search',
  social: 'Social',
  other: 'Other',
} as const;

/** Search engines, by the registrable part of their host names (google.com, google.de, …). */
const SEARCH_ENGINES = [
  'google',
  'bing',
  'duckduckgo',
  'yahoo',
  'baidu',
  'yandex',
  'ecosia',
  'qwant',
  'startpage',
  'search.brave',
  'naver',
  'seznam',
  'kagi',
];

/** Social networks and link aggregators, by host. */
const SOCIAL_NETWORKS = [
  'facebook',
  'fb',
  'instagram',
  'twitter',
  't.co',
  'x.com',
  'linkedin',
  'lnkd.in',
  'reddit',
  'youtube',
  'pinterest',
  'tiktok',
  'threads',
  'mastodon',
  'bsky',
  'news.ycombinator',
  'quora',
  'medium',
  'tumblr',
  'vk',
  'weibo',
  'whatsapp',
  'telegram',
  'discord',
];

/** Whether `host` is `name`'s site: `name.tld`, `name.co.uk`, or a subdomain of those. */
function hostIsSite(host: string, name: string): boolean {
  const labels = host.split('.');
  if (name.includes('.')) return host === name || host.endsWith(`.${name}`) || host.includes(`${name}.`);
  // "google" matches google.com, www.google.co.uk, news.google.de; not googleusercontent.com.
  return labels.slice(0, -1).includes(name);
}

/**
 * The traffic source of a visit: its campaign's utm_source when it has one (the campaign "wins"),
 * otherwise the referrer's host grouped as Direct (none, or this site itself), Search, Social or Other.
 */
export function trafficSource({
  referrerHost,
  siteHost,
  utmSource,
}: {
  referrerHost: string | null;
  siteHost: string;
  utmSource: string | null;
}): string {
  const campaign = utmSource?.trim().toLowerCase();
  if (campaign) return campaign.slice(0, 60);
  const host = referrerHost?.toLowerCase().replace(/^www\./, '');
  if (!host || host === siteHost.toLowerCase().replace(/^www\./, '')) return SOURCE_GROUPS.direct;
  if (SEARCH_ENGINES.some((name) => hostIsSite(host, name))) return SOURCE_GROUPS.search;
  if (SOCIAL_NETWORKS.some((name) => hostIsSite(host, name))) return SOURCE_GROUPS.social;
  return SOURCE_GROUPS.other;
}

/** A share as SPEC's tables show it: percent of the whole, one decimal; 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
