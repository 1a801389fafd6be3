import type SQLite from 'better-sqlite3';

/** Adds regular credits to an account and answers the new balance. */
export function addCredits({
  sqlite,
  userId,
  credits,
}: {
  sqlite: SQLite.Database;
  userId: string;
  credits: number;
}): number {
  const row = sqlite
    .prepare(
      'UPDATE users SET paid_documents_available = paid_documents_available + ?, updated_at = ? WHERE id = ? RETURNING paid_documents_available',
    )
    .get(credits, new Date().toISOString(), userId) as { paid_documents_available: number } | undefined;
  return row?.paid_documents_available ?? 0;
}
