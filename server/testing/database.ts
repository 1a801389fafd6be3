import { openDatabase } from '../db/database.ts';
import { testDatabaseLocation } from './postgres.ts';

export type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

type BalanceColumn =
  | 'paid_documents_available'
  | 'free_documents_used'
  | 'ultra_large_100k_credits'
  | 'ultra_large_500k_credits'
  | 'ultra_large_1m_credits';

/**
 * A second connection to a test server's database (its SQLite file, or its PostgreSQL database under
 * `npm run test:pg`), through the server's own Kysely layer: for
 * arranging what the product sells elsewhere (credits bought, subscriptions) and for checking balances
 * from outside the API. The browser tests use it too (E2E_DATA_DIR), so there is one way to reach it.
 */
export async function openTestDatabase(dataDir: string) {
  const opened = await openDatabase(await testDatabaseLocation(dataDir));
  const { db } = opened;
  return {
    db,
    dialect: opened.dialect,
    async setBalance(email: string, balance: Partial<Record<BalanceColumn, number>>) {
      changedOne(email, await db.updateTable('users').set(balance).where('email', '=', email).execute());
    },
    async subscribe(email: string, expiresAt: Date) {
      const changed = await db
        .updateTable('users')
        .set({ subscription_active: 1, subscription_expires_at: expiresAt.toISOString() })
        .where('email', '=', email)
        .execute();
      changedOne(email, changed);
    },
    balance(email: string): Promise<Record<BalanceColumn, number>> {
      return db
        .selectFrom('users')
        .select([
          'free_documents_used',
          'paid_documents_available',
          'ultra_large_100k_credits',
          'ultra_large_500k_credits',
          'ultra_large_1m_credits',
        ])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    },
    async userId(email: string): Promise<string> {
      return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
        .id;
    },
    /** Ends every sign-in session of an account, as the server does when a session expires. */
    async endSessions(email: string): Promise<void> {
      const id = await this.userId(email);
      const [ended] = await db.deleteFrom('sessions').where('sess', 'like', `%"user":"${id}"%`).execute();
      if (!ended?.numDeletedRows) throw new Error(`no session of ${email} in the test database`);
    },
    async documentCount(): Promise<number> {
      const { n } = await db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('deleted', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    close: () => opened.close(),
  };
}

/** A change meant for an account that does not exist is a mistake in the test, not a silent no-op. */
function changedOne(email: string, results: { numUpdatedRows: bigint }[]) {
  if (results[0]?.numUpdatedRows !== 1n) throw new Error(`no account ${email} in the test database`);
}
