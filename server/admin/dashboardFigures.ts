import { sql } from 'kysely';
import { ADMIN } from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';
import { calendarStarts } from './timeZone.ts';

/** The admin dashboard's figures: its cards, sign-ups per day, revenue, and the signup monitor. */

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_SIGNUPS = 20;

const dollars = (cents: number) => Math.round(cents) / 100;

/** Cents received in US dollars, refunds subtracted (SPEC: the currency is USD). */
const netCents = sql<number>`coalesce(sum(amount_cents - amount_refunded_cents), 0)`;

export async function dashboardSummary(db: Database, now: Date) {
  const since = new Date(now.getTime() - (ADMIN.signupsDays - 1) * DAY_MS).toISOString().slice(0, 10);
  const [users, subscriptions, documents, revenue, signups] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subscription_active', '=', 1)
      .where('subscription_expires_at', '>', now.toISOString())
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select(netCents.as('cents'))
      .where('currency', '=', 'usd')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => [
        sql<string>`substr(created_at, 1, 10)`.as('date'),
        eb.fn.countAll<number>().as('count'),
      ])
      .where('created_at', '>=', since)
      .groupBy(sql`substr(created_at, 1, 10)`)
      .execute(),
  ]);
  const byDate = new Map(signups.map((row) => [row.date, Number(row.count)]));
  const recentSignups = Array.from({ length: ADMIN.signupsDays }, (_, index) => {
    const date = new Date(now.getTime() - (ADMIN.signupsDays - 1 - index) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    return { date, count: byDate.get(date) ?? 0 };
  });
  return {
    totalUsers: Number(users.n),
    activeSubscriptions: Number(subscriptions.n),
    totalDocuments: Number(documents.n),
    totalRevenue: dollars(Number(revenue.cents)),
    recentSignups,
  };
}

export async function revenueFigures(db: Database) {
  const [byType, byMonth] = await Promise.all([
    db
      .selectFrom('payments')
      .select((eb) => ['package_type as type', eb.fn.countAll<number>().as('count'), netCents.as('cents')])
      .where('currency', '=', 'usd')
      .groupBy('package_type')
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => [
        sql<string>`substr(paid_at, 1, 7)`.as('month'),
        eb.fn.countAll<number>().as('count'),
        netCents.as('cents'),
      ])
      .where('currency', '=', 'usd')
      .groupBy(sql`substr(paid_at, 1, 7)`)
      .execute(),
  ]);
  return {
    revenueByType: byType
      .map((row) => ({ type: row.type, count: Number(row.count), total: dollars(Number(row.cents)) }))
      .sort((a, b) => b.total - a.total || a.type.localeCompare(b.type)),
    monthlyRevenue: byMonth
      .map((row) => ({ month: row.month, count: Number(row.count), total: dollars(Number(row.cents)) }))
      .sort((a, b) => b.month.localeCompare(a.month)),
  };
}

/** The signup monitor: sign-ups today, this week and this month in the operator's zone, and the latest. */
export async function recentSignups(db: Database, { now, timeZone }: { now: Date; timeZone: string }) {
  const starts = calendarStarts(timeZone, now);
  const countSince = (since: Date) =>
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since.toISOString())
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const [today, week, month, latest] = await Promise.all([
    countSince(starts.today),
    countSince(starts.week),
    countSince(starts.month),
    db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(RECENT_SIGNUPS)
      .execute(),
  ]);
  return {
    today,
    week,
    month,
    recent: latest.map((row) => ({
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      created_at: row.created_at,
    })),
    timeZone,
  };
}
