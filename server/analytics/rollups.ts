import { type Database, inTransaction } from '../db/database.ts';
import { aggregatePageViews, type PageViewRow, type StretchFigures } from './aggregate.ts';
import { utcDay } from './visitors.ts';

/**
 * Daily roll-ups: once a day (UTC) is over, its page views are aggregated once and stored, so a range
 * of 90 days reads 90 rows per table instead of every event. Days are rolled up by the analytics job
 * shortly after midnight and, should it not have run yet, by the first query that needs them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Raw events are kept this long: the longest range (90 days) plus its partial first day. */
const RAW_EVENTS_KEPT_DAYS = 91;

/** Start of a UTC day. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function nextDay(day: string): string {
  return utcDay(new Date(dayStart(day).getTime() + DAY_MS));
}

/** The page views from `from` (inclusive) to `to` (exclusive). */
export async function pageViewsBetween(db: Database, from: Date, to: Date): Promise<PageViewRow[]> {
  const rows = await db
    .selectFrom('analytics_events')
    .select(['visitor', 'occurred_at', 'path', 'title', 'source', 'device'])
    .where('occurred_at', '>=', from.toISOString())
    .where('occurred_at', '<', to.toISOString())
    .where('event_type', '=', 'pageview')
    .execute();
  return rows.map((row) => ({
    visitor: row.visitor,
    occurredAt: row.occurred_at,
    path: row.path,
    title: row.title,
    source: row.source,
    device: row.device,
  }));
}

async function storeDay(db: Database, day: string, figures: StretchFigures): Promise<void> {
  await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('analytics_days')
      .values({
        day,
        page_views: figures.pageViews,
        visitors: figures.visitors,
        sessions: figures.sessions,
        bounces: figures.bounces,
        session_seconds: figures.sessionSeconds,
      })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .returning('day')
      .executeTakeFirst();
    // Another instance rolled the day up first: its rows stand.
    if (!inserted) return;
    const pages = [...figures.pages].map(([path, page]) => ({ day, path, ...page }));
    // In slices: SQLite takes at most 32,766 bound values per statement.
    for (let start = 0; start < pages.length; start += 500) {
      await trx
        .insertInto('analytics_day_pages')
        .values(pages.slice(start, start + 500))
        .execute();
    }
    const sources = [...figures.sources].map(([source, visitors]) => ({ day, source, visitors }));
    if (sources.length > 0) await trx.insertInto('analytics_day_sources').values(sources).execute();
    const devices = [...figures.devices].map(([device, visitors]) => ({ day, device, visitors }));
    if (devices.length > 0) await trx.insertInto('analytics_day_devices').values(devices).execute();
  });
}

/**
 * Rolls up every finished day from `firstDay` up to yesterday that is not rolled up yet (days with no
 * page views get a row of zeros, so they are not looked at again). Answers how many it rolled up.
 */
export async function rollUpFinishedDays(db: Database, firstDay: string, now: Date): Promise<number> {
  const today = utcDay(now);
  const done = new Set(
    (
      await db
        .selectFrom('analytics_days')
        .select('day')
        .where('day', '>=', firstDay)
        .where('day', '<', today)
        .execute()
    ).map((row) => row.day),
  );
  let rolled = 0;
  for (let day = firstDay; day < today; day = nextDay(day)) {
    if (done.has(day)) continue;
    const views = await pageViewsBetween(db, dayStart(day), dayStart(nextDay(day)));
    await storeDay(db, day, aggregatePageViews(views));
    rolled += 1;
  }
  return rolled;
}

/** Deletes the events older than what any range reads (their days stay rolled up). */
export async function pruneRawEvents(db: Database, now: Date): Promise<number> {
  const cutoff = dayStart(utcDay(new Date(now.getTime() - RAW_EVENTS_KEPT_DAYS * DAY_MS)));
  const result = await db
    .deleteFrom('analytics_events')
    .where('occurred_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
