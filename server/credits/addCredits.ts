import type { Database } from '../db/database.ts';

/** Adds regular credits to an account and answers the new balance. */
export async function addCredits({
  db,
  userId,
  credits,
  now,
}: {
  db: Database;
  userId: string;
  credits: number;
  now: Date;
}): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      paid_documents_available: eb('paid_documents_available', '+', credits),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', userId)
    .returning('paid_documents_available')
    .executeTakeFirst();
  return row?.paid_documents_available ?? 0;
}
