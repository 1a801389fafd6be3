import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../dialect.ts';
import { autoId } from './portable.ts';

/**
 * First-party website analytics without cookies (docs/decisions/017-admin-area-and-analytics.md).
 *
 * - `analytics_salts`: one random salt per UTC day. A visitor is hash(salt, IP, user agent, host); the
 *   salts of past days are deleted, so yesterday's visitor cannot be matched with today's.
 * - `analytics_events`: page views and events as they come, with that day's visitor hash, the path
 *   (query dropped except utm_*), the referrer's host and source group, and the device class. No IP,
 *   no user agent. Kept for 91 days (the longest range plus the partial day at its start).
 * - `analytics_days` and the three `analytics_day_*` tables: each finished day rolled up once (views,
 *   visitors, sessions, bounces, session time; per page, per source, per device), so a 90-day range
 *   reads 90 small rows instead of every event. A row in `analytics_days` says the day is rolled up.
 */
export async function up(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void> {
  const id = autoId(dialect);
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (column) => column.primaryKey())
    .addColumn('salt', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', id.type, id.build)
    .addColumn('occurred_at', 'text', (column) => column.notNull())
    .addColumn('visitor', 'text', (column) => column.notNull())
    /** 'pageview', or the event's name (cta_click, payment_engagement, …). */
    .addColumn('event_type', 'text', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('utm_query', 'text')
    .addColumn('title', 'text')
    .addColumn('referrer_host', 'text')
    .addColumn('source', 'text')
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('event_data', 'text')
    .execute();
  await db.schema
    .createIndex('analytics_events_time')
    .on('analytics_events')
    .columns(['occurred_at', 'event_type'])
    .execute();

  await db.schema
    .createTable('analytics_days')
    .addColumn('day', 'text', (column) => column.primaryKey())
    .addColumn('page_views', 'integer', (column) => column.notNull())
    .addColumn('visitors', 'integer', (column) => column.notNull())
    .addColumn('sessions', 'integer', (column) => column.notNull())
    .addColumn('bounces', 'integer', (column) => column.notNull())
    .addColumn('session_seconds', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('analytics_day_pages')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('views', 'integer', (column) => column.notNull())
    .addColumn('visitors', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('analytics_day_pages_key', ['day', 'path'])
    .execute();
  await db.schema
    .createTable('analytics_day_sources')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('visitors', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('analytics_day_sources_key', ['day', 'source'])
    .execute();
  await db.schema
    .createTable('analytics_day_devices')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('visitors', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('analytics_day_devices_key', ['day', 'device'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_day_devices',
    'analytics_day_sources',
    'analytics_day_pages',
    'analytics_days',
    'analytics_events',
    'analytics_salts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
