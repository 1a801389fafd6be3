import { trafficSource } from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';
import { deviceOf, isRobot, keptAddress, referrerHost } from './requestFacts.ts';
import { visitorHash } from './visitors.ts';

/** What a tracking request says about who sent it; read, hashed and dropped. */
export interface Sender {
  ip: string;
  userAgent: string;
  /** The site's host name as the visitor reached it. */
  host: string;
}

/**
 * The operator's own pages are left out of the figures: the admin area's visits are not the
 * website's traffic.
 */
const UNTRACKED_PATHS = ['/admin', '/analytics', '/signup-monitor', '/email-management'];

function isUntracked(path: string): boolean {
  return UNTRACKED_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export interface TrackOptions {
  db: Database;
  sender: Sender;
  /** The salt of the current day (createSaltCache). */
  salt: (at: Date) => Promise<string>;
  now: Date;
}

/** Records a page view; answers false for robots and the admin area's pages, which are not kept. */
export async function recordPageView(
  { db, sender, salt, now }: TrackOptions,
  view: { path: string; title: string; referrer: string },
): Promise<boolean> {
  if (isRobot(sender.userAgent)) return false;
  const address = keptAddress(view.path);
  if (isUntracked(address.path)) return false;
  const fromHost = referrerHost(view.referrer);
  await db
    .insertInto('analytics_events')
    .values({
      occurred_at: now.toISOString(),
      visitor: visitorHash({ salt: await salt(now), ...sender }),
      event_type: 'pageview',
      path: address.path,
      utm_query: address.utmQuery,
      title: view.title.trim().slice(0, 300) || null,
      referrer_host: fromHost === sender.host ? null : fromHost,
      source: trafficSource({ referrerHost: fromHost, siteHost: sender.host, utmSource: address.utmSource }),
      device: deviceOf(sender.userAgent),
      event_data: null,
    })
    .execute();
  return true;
}

/**
 * Records an event (a conversion such as cta_click, or payment_engagement) on the page it came from
 * (as the page says, else the request's Referer when it is a page of this site); false for robots.
 */
export async function recordEvent(
  { db, sender, salt, now }: TrackOptions,
  event: {
    type: string;
    data: Record<string, unknown>;
    /** The page's own word for where it happened (preferred). */
    pagePath: string | undefined;
    pageUrl: string | undefined;
  },
): Promise<boolean> {
  if (isRobot(sender.userAgent)) return false;
  let path = '/';
  if (event.pagePath) {
    path = keptAddress(event.pagePath).path;
  } else if (event.pageUrl) {
    try {
      const page = new URL(event.pageUrl);
      if (page.hostname === sender.host) path = keptAddress(page.pathname).path;
    } catch {
      // A Referer that is no address: the event is kept without its page.
    }
  }
  if (isUntracked(path)) return false;
  await db
    .insertInto('analytics_events')
    .values({
      occurred_at: now.toISOString(),
      visitor: visitorHash({ salt: await salt(now), ...sender }),
      event_type: event.type,
      path,
      utm_query: null,
      title: null,
      referrer_host: null,
      source: null,
      device: deviceOf(sender.userAgent),
      event_data: JSON.stringify(event.data),
    })
    .execute();
  return true;
}
