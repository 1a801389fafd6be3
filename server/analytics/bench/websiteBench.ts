/**
 * npm run bench:analytics [-- --events 1000000 --days 90]
 *
 * The speed of the /analytics page on SQLite: seeds a fresh database with page views and events spread
 * over the last 90 days (visitors with sessions of one to six pages, 40 paths, every source and device),
 * starts the real server on it, lets the analytics job roll the finished days up (timed), then asks
 * GET /api/admin/analytics/website for each range over HTTP as an admin's browser does, several times,
 * and prints the median and slowest answer. Target: the 90-day range under 300 ms with 1,000,000 events.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setRole } from '../../admin/roles.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import type { AnalyticsEventsTable } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { startServer } from '../../server.ts';
import { pruneRawEvents, rollUpFinishedDays } from '../rollups.ts';
import { utcDay } from '../visitors.ts';

const { values } = parseArgs({ options: { events: { type: 'string' }, days: { type: 'string' } } });
const totalEvents = Number(values.events ?? 1_000_000);
const days = Number(values.days ?? 90);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic generator, so every run seeds the same data. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type EventRow = Omit<AnalyticsEventsTable, 'id'>;

function* seededEvents(now: Date): Generator<EventRow> {
  const random = generator(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const paths = Array.from({ length: 40 }, (_, index) => (index === 0 ? '/' : `/page-${index}`));
  const sources = ['Direct', 'Direct', 'Search', 'Search', 'Social', 'Other', 'newsletter'];
  const devices = ['desktop', 'desktop', 'mobile', 'mobile', 'tablet'];
  const start = now.getTime() - days * DAY_MS;
  const perDay = totalEvents / days;
  let made = 0;
  for (let day = 0; day < days && made < totalEvents; day++) {
    let today = 0;
    while (today < perDay && made < totalEvents) {
      const visitor = Math.floor(random() * 2 ** 48)
        .toString(16)
        .padStart(32, '0');
      const source = pick(sources);
      const device = pick(devices);
      let at = start + day * DAY_MS + random() * DAY_MS;
      const views = 1 + Math.floor(random() * 6);
      for (let view = 0; view < views && made < totalEvents; view++, made++, today++) {
        const isEvent = view > 0 && random() < 0.1;
        yield {
          occurred_at: new Date(Math.min(at, now.getTime() - 1000)).toISOString(),
          visitor,
          event_type: isEvent ? 'cta_click' : 'pageview',
          path: pick(paths),
          utm_query: source === 'newsletter' ? 'utm_source=newsletter' : null,
          title: 'A page',
          referrer_host: null,
          source: isEvent ? null : source,
          device,
          event_data: isEvent ? '{}' : null,
        };
        at += 30_000 + random() * 600_000;
      }
    }
  }
}

async function seed(dataDir: string, now: Date): Promise<void> {
  const { db } = await openDatabase(join(dataDir, 'summer.sqlite'));
  const startedAt = performance.now();
  await db.transaction().execute(async (trx) => {
    let batch: EventRow[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const rows = batch;
      batch = [];
      await trx.insertInto('analytics_events').values(rows).execute();
    };
    for (const event of seededEvents(now)) {
      batch.push(event);
      if (batch.length === 2000) await flush();
    }
    await flush();
  });
  console.log(
    `Seeded ${totalEvents.toLocaleString('en-US')} events over ${days} days in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  const rollUpStart = performance.now();
  await rollUpFinishedDays(db, utcDay(new Date(now.getTime() - days * DAY_MS)), now);
  await pruneRawEvents(db, now);
  console.log(
    `Rolled up ${days} finished days in ${((performance.now() - rollUpStart) / 1000).toFixed(1)} s (the analytics job does this after midnight)`,
  );
  await db.destroy();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = process.env.BENCH_KEEP_DIR ?? mkdtempSync(join(tmpdir(), 'summer-analytics-bench-'));
try {
  console.log(
    `Machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  const now = new Date();
  await seed(dataDir, now);
  const config = loadConfig({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const server = await startServer(config, { logger: createLogger('silent'), webDir: '/nonexistent' });
  try {
    const email = 'bench-admin@example.com';
    const registered = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password: 'a bench password' }),
    });
    const cookie = registered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const { db } = await openDatabase(join(dataDir, 'summer.sqlite'));
    await setRole({ db, email, role: 'admin', grant: true, actor: { kind: 'command-line' }, now });
    await db.destroy();
    console.log(
      `${'GET /api/admin/analytics/…'.padEnd(40)} ${'median ms'.padStart(10)} ${'max ms'.padStart(8)}`,
    );
    for (const path of [
      'website?range=90d',
      'website?range=30d',
      'website?range=7d',
      'website?range=1d',
      'sessions?range=90d',
      'realtime',
    ]) {
      const times: number[] = [];
      for (let run = 0; run < 7; run++) {
        const started = performance.now();
        const answer = await fetch(`${server.url}/api/admin/analytics/${path}`, { headers: { cookie } });
        await answer.text();
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
        times.push(performance.now() - started);
      }
      console.log(
        `${path.padEnd(40)} ${median(times).toFixed(0).padStart(10)} ${Math.max(...times)
          .toFixed(0)
          .padStart(8)}`,
      );
    }
  } finally {
    await server.close();
  }
} finally {
  if (!process.env.BENCH_KEEP_DIR) rmSync(dataDir, { recursive: true, force: true });
}
