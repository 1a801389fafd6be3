import { join } from 'node:path';
import SQLite from 'better-sqlite3';

export type TestDatabase = ReturnType<typeof openTestDatabase>;

/**
 * A second connection to a test server's SQLite file, for arranging what the product sells elsewhere
 * (credits bought, subscriptions) and for checking balances from outside the API.
 */
export function openTestDatabase(dataDir: string) {
  const sqlite = new SQLite(join(dataDir, 'summer.sqlite'));
  sqlite.pragma('busy_timeout = 5000');
  const userId = (email: string) =>
    (sqlite.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: string }).id;
  return {
    sqlite,
    setBalance(
      email: string,
      balance: Partial<
        Record<
          | 'paid_documents_available'
          | 'free_documents_used'
          | 'ultra_large_100k_credits'
          | 'ultra_large_500k_credits'
          | 'ultra_large_1m_credits',
          number
        >
      >,
    ) {
      for (const [column, value] of Object.entries(balance)) {
        sqlite.prepare(`UPDATE users SET ${column} = ? WHERE id = ?`).run(value, userId(email));
      }
    },
    subscribe(email: string, expiresAt: Date) {
      sqlite
        .prepare('UPDATE users SET subscription_active = 1, subscription_expires_at = ? WHERE id = ?')
        .run(expiresAt.toISOString(), userId(email));
    },
    balance(email: string) {
      return sqlite
        .prepare(
          'SELECT free_documents_used, paid_documents_available, ultra_large_100k_credits, ultra_large_500k_credits, ultra_large_1m_credits FROM users WHERE email = ?',
        )
        .get(email) as Record<string, number>;
    },
    documentCount(): number {
      return (sqlite.prepare('SELECT count(*) AS n FROM documents WHERE deleted = 0').get() as { n: number })
        .n;
    },
    close: () => sqlite.close(),
  };
}
