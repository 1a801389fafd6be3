import type { Database } from '../db/database.ts';

/**
 * The marketing choice of an account: no row means the account receives offers; one click of an
 * unsubscribe link, the unsubscribe page or /my-account writes the row. Every campaign and the sender
 * read it, so a choice made after a mail was queued still stops that mail.
 */
export async function hasOptedOutOfMarketing(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('email_preferences')
    .select('marketing_opt_out')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.marketing_opt_out === 1;
}

export async function setMarketingChoice(
  db: Database,
  { userId, receive, now }: { userId: string; receive: boolean; now: Date },
): Promise<void> {
  const row = { marketing_opt_out: receive ? 0 : 1, updated_at: now.toISOString() };
  await db
    .insertInto('email_preferences')
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
}
