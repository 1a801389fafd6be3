import type { WebsiteAnalytics } from '../../shared/api/adminAnalytics.ts';
import { ANALYTICS_RANGES, type AnalyticsRange, percentOf } from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';
import { addFigures, aggregatePageViews, emptyFigures, type StretchFigures } from './aggregate.ts';
import { dayStart, pageViewsBetween, rollUpFinishedDays } from './rollups.ts';
import { utcDay } from './visitors.ts';

/**
 * The /analytics figures of a range. "Last 24 hours" is exactly that, from the raw events. The longer
 * ranges are whole days, today included ("Last 7 days": today and the 6 days before): the finished
 * days from their roll-ups, today from the raw events, so a 90-day range reads 89 rows per roll-up
 * table and one day of events. Visitors are counted per day (their hash changes every day), so the
 * visitors of a range are the sum of its days' visitors.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_PAGES = 50;

/** The whole days of a range: its first day, and today (whose events are read live). */
export function rangeDays(range: Exclude<AnalyticsRange, '1d'>, now: Date) {
  const today = utcDay(now);
  const firstDay = utcDay(new Date(dayStart(today).getTime() - (ANALYTICS_RANGES[range] - 1) * DAY_MS));
  return { firstDay, today };
}

/** The figures of the whole days from `firstDay` to before `endDay`, from their roll-ups. */
async function rolledUpFigures(db: Database, firstDay: string, endDay: string): Promise<StretchFigures> {
  const figures = emptyFigures();
  if (firstDay >= endDay) return figures;
  const [totals, pages, sources, devices] = await Promise.all([
    db
      .selectFrom('analytics_days')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('page_views'), eb.lit(0)).as('pageViews'),
        eb.fn.coalesce(eb.fn.sum<number>('visitors'), eb.lit(0)).as('visitors'),
        eb.fn.coalesce(eb.fn.sum<number>('sessions'), eb.lit(0)).as('sessions'),
        eb.fn.coalesce(eb.fn.sum<number>('bounces'), eb.lit(0)).as('bounces'),
        eb.fn.coalesce(eb.fn.sum<number>('session_seconds'), eb.lit(0)).as('sessionSeconds'),
      ])
      .where('day', '>=', firstDay)
      .where('day', '<', endDay)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('analytics_day_pages')
      .select((eb) => [
        'path',
        eb.fn.max('title').as('title'),
        eb.fn.sum<number>('views').as('views'),
        eb.fn.sum<number>('visitors').as('visitors'),
      ])
      .where('day', '>=', firstDay)
      .where('day', '<', endDay)
      .groupBy('path')
      .execute(),
    db
      .selectFrom('analytics_day_sources')
      .select((eb) => ['source', eb.fn.sum<number>('visitors').as('visitors')])
      .where('day', '>=', firstDay)
      .where('day', '<', endDay)
      .groupBy('source')
      .execute(),
    db
      .selectFrom('analytics_day_devices')
      .select((eb) => ['device', eb.fn.sum<number>('visitors').as('visitors')])
      .where('day', '>=', firstDay)
      .where('day', '<', endDay)
      .groupBy('device')
      .execute(),
  ]);
  figures.pageViews = Number(totals.pageViews);
  figures.visitors = Number(totals.visitors);
  figures.sessions = Number(totals.sessions);
  figures.bounces = Number(totals.bounces);
  figures.sessionSeconds = Number(totals.sessionSeconds);
  for (const page of pages) {
    figures.pages.set(page.path, {
      title: page.title,
      views: Number(page.views),
      visitors: Number(page.visitors),
    });
  }
  for (const row of sources) figures.sources.set(row.source, Number(row.visitors));
  for (const row of devices) figures.devices.set(row.device, Number(row.visitors));
  return figures;
}

/** A range's figures, summed over its parts. */
export async function figuresOfRange(
  db: Database,
  range: AnalyticsRange,
  now: Date,
): Promise<StretchFigures> {
  const end = new Date(now.getTime() + 1);
  if (range === '1d') {
    // Yesterday's part and today's have different visitor hashes, so one pass counts them apart.
    return aggregatePageViews(await pageViewsBetween(db, new Date(now.getTime() - DAY_MS), end));
  }
  const { firstDay, today } = rangeDays(range, now);
  await rollUpFinishedDays(db, firstDay, now);
  const [whole, live] = await Promise.all([
    rolledUpFigures(db, firstDay, today),
    pageViewsBetween(db, dayStart(today), end).then(aggregatePageViews),
  ]);
  return addFigures(whole, live);
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** GET /api/admin/analytics/website?range */
export async function websiteAnalytics(
  db: Database,
  range: AnalyticsRange,
  now: Date,
): Promise<WebsiteAnalytics> {
  const figures = await figuresOfRange(db, range, now);
  const { sessions, visitors } = figures;
  const byShare = <T extends { percentage: number }>(a: T, b: T) => b.percentage - a.percentage;
  return {
    range,
    totalPageViews: figures.pageViews,
    uniqueVisitors: visitors,
    sessions,
    averageSessionDuration: sessions > 0 ? Math.round(figures.sessionSeconds / sessions) : 0,
    bounceRate: percentOf(figures.bounces, sessions),
    pagesPerSession: sessions > 0 ? oneDecimal(figures.pageViews / sessions) : 0,
    topPages: [...figures.pages]
      .map(([path, page]) => ({ path, title: page.title, views: page.views, uniqueViews: page.visitors }))
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
      .slice(0, TOP_PAGES),
    trafficSources: [...figures.sources]
      .map(([source, count]) => ({ source, visitors: count, percentage: percentOf(count, visitors) }))
      .sort((a, b) => byShare(a, b) || a.source.localeCompare(b.source)),
    deviceTypes: [...figures.devices]
      .filter((entry): entry is ['desktop' | 'mobile' | 'tablet', number] =>
        ['desktop', 'mobile', 'tablet'].includes(entry[0]),
      )
      .map(([device, count]) => ({ device, count, percentage: percentOf(count, visitors) }))
      .sort((a, b) => byShare(a, b) || a.device.localeCompare(b.device)),
  };
}
