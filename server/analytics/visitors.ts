import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

/**
 * Who a visitor is, without a cookie and without keeping who they are: a hash of the day's random salt,
 * the IP address, the user agent and the site's host. The same browser on the same day gives the same
 * hash; tomorrow's salt is another, and yesterday's is deleted, so nobody (us included) can link
 * a visitor across days or work back to an address.
 */

/** YYYY-MM-DD of an instant, in UTC: the day a salt belongs to. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Today's salt, made on first use (by whichever server instance comes first); older salts deleted. */
export async function saltOfDay(db: Database, day: string): Promise<string> {
  const existing = await db
    .selectFrom('analytics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirst();
  if (existing) return existing.salt;
  await db
    .insertInto('analytics_salts')
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  await db.deleteFrom('analytics_salts').where('day', '<', day).execute();
  const made = await db
    .selectFrom('analytics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return made.salt;
}

/** Keeps the day's salt in memory between requests; asks the database again when the day changes. */
export function createSaltCache(db: Database) {
  let cached: { day: string; salt: string } | undefined;
  return async (at: Date): Promise<string> => {
    const day = utcDay(at);
    if (cached?.day !== day) cached = { day, salt: await saltOfDay(db, day) };
    return cached.salt;
  };
}

export function visitorHash({
  salt,
  ip,
  userAgent,
  host,
}: {
  salt: string;
  ip: string;
  userAgent: string;
  host: string;
}): string {
  // Separators so that ("ab", "c") and ("a", "bc") differ.
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}\n${host}`).digest('hex').slice(0, 32);
}
