import type { AnalyticsTimeSeries, RealtimeAnalytics } from '../../shared/api/adminAnalytics.ts';
import { type AnalyticsRange, REALTIME_WINDOW_MS } from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';
import { aggregatePageViews, type PageViewRow } from './aggregate.ts';
import { dayStart, nextDay, pageViewsBetween, rollUpFinishedDays } from './rollups.ts';
import { rangeDays } from './websiteFigures.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Buckets page views by the start of their hour (ISO 8601). */
function byHour(rows: readonly PageViewRow[]): Map<string, PageViewRow[]> {
  const buckets = new Map<string, PageViewRow[]>();
  for (const row of rows) {
    const key = `${row.occurredAt.slice(0, 13)}:00:00.000Z`;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(row);
    else buckets.set(key, [row]);
  }
  return buckets;
}

function point(start: string, rows: readonly PageViewRow[] | undefined) {
  const figures = aggregatePageViews(rows ?? []);
  return { start, pageViews: figures.pageViews, visitors: figures.visitors, sessions: figures.sessions };
}

/**
 * Page views, visitors and sessions over a range, for the charts: each hour of the last 24 hours, or
 * each day of a longer range (its finished days from their roll-ups, today live). A session crossing the edge of an
 * hour counts in both hours.
 */
export async function timeSeries(
  db: Database,
  range: AnalyticsRange,
  now: Date,
): Promise<AnalyticsTimeSeries> {
  if (range === '1d') {
    const firstHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - 23 * HOUR_MS;
    const buckets = byHour(await pageViewsBetween(db, new Date(firstHour), new Date(now.getTime() + 1)));
    const points = Array.from({ length: 24 }, (_, index) => {
      const start = new Date(firstHour + index * HOUR_MS).toISOString();
      return point(start, buckets.get(start));
    });
    return { range, unit: 'hour', points };
  }
  const { firstDay, today } = rangeDays(range, now);
  await rollUpFinishedDays(db, firstDay, now);
  const [days, live] = await Promise.all([
    db
      .selectFrom('analytics_days')
      .select(['day', 'page_views', 'visitors', 'sessions'])
      .where('day', '>=', firstDay)
      .where('day', '<', today)
      .execute(),
    pageViewsBetween(db, dayStart(today), new Date(now.getTime() + 1)),
  ]);
  const rolled = new Map(days.map((day) => [day.day, day]));
  const points: AnalyticsTimeSeries['points'] = [];
  for (let day = firstDay; day < today; day = nextDay(day)) {
    const row = rolled.get(day);
    points.push({
      start: dayStart(day).toISOString(),
      pageViews: row?.page_views ?? 0,
      visitors: row?.visitors ?? 0,
      sessions: row?.sessions ?? 0,
    });
  }
  points.push(point(dayStart(today).toISOString(), live));
  return { range, unit: 'day', points };
}

const RECENT_EVENTS = 20;

/**
 * Real time: visitors with any page view in the last 5 minutes, the page each of them is on now (their
 * latest), and the latest page views and events.
 */
export async function realtime(db: Database, now: Date): Promise<RealtimeAnalytics> {
  const since = new Date(now.getTime() - REALTIME_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('analytics_events')
    .select(['visitor', 'occurred_at', 'event_type', 'path'])
    .where('occurred_at', '>=', since)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const currentPage = new Map<string, string>();
  for (const row of rows) {
    if (row.event_type === 'pageview' && !currentPage.has(row.visitor))
      currentPage.set(row.visitor, row.path);
  }
  const onPage = new Map<string, number>();
  for (const path of currentPage.values()) onPage.set(path, (onPage.get(path) ?? 0) + 1);
  return {
    activeVisitors: currentPage.size,
    currentPageViews: [...onPage]
      .map(([path, activeUsers]) => ({ path, activeUsers }))
      .sort((a, b) => b.activeUsers - a.activeUsers || a.path.localeCompare(b.path)),
    recentEvents: rows.slice(0, RECENT_EVENTS).map((row) => ({
      eventType: row.event_type,
      path: row.path,
      timestamp: row.occurred_at,
    })),
  };
}
