import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

const SETTING_KEY = 'session_secret';

/**
 * SESSION_SECRET when configured; otherwise one generated on first start and kept in app_settings, so
 * sessions survive restarts without the operator having to make one up.
 */
export async function resolveSessionSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const stored = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SETTING_KEY)
    .executeTakeFirst();
  if (stored) return stored.value;
  const generated = randomBytes(48).toString('base64url');
  await db
    .insertInto('app_settings')
    .values({ key: SETTING_KEY, value: generated })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  // Another process may have written first: read back the one that won.
  const winner = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SETTING_KEY)
    .executeTakeFirstOrThrow();
  return winner.value;
}
