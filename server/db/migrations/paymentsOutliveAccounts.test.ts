import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from './index.ts';

/**
 * Migration 20261126_10 swaps SQLite's payments table for one whose user may be removed: a database
 * made before it keeps every payment, the ledger's links to them, and its foreign keys.
 */

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: the schema changes under the test's feet.
function openRaw(): Kysely<any> {
  const folder = mkdtempSync(join(tmpdir(), 'summer-migration-'));
  folders.push(folder);
  const sqlite = new SQLite(join(folder, 'summer.sqlite'));
  sqlite.pragma('foreign_keys = ON');
  return new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
}

// biome-ignore lint/suspicious/noExplicitAny: as above
const migrator = (db: Kysely<any>) =>
  new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, { up }]) => [
            name,
            { up: (target) => up(target, 'sqlite') },
          ]),
        ),
    },
    allowUnorderedMigrations: true,
  });

describe('20261126_10_payments_outlive_accounts', () => {
  it('keeps payments and ledger links made before it, and lets a removed account leave its payments', async () => {
    const db = openRaw();
    const before = await migrator(db).migrateTo('20261125_52_admin_indexes');
    expect(before.error).toBeUndefined();
    const at = '2026-03-01T00:00:00.000Z';
    await db
      .insertInto('users')
      .values({ id: 'u1', email: 'a@example.com', created_at: at, updated_at: at })
      .execute();
    const payment = {
      kind: 'package',
      package_type: 'bundle_5',
      currency: 'usd',
      paid_at: at,
      created_at: at,
      updated_at: at,
    };
    await db
      .insertInto('payments')
      .values([
        { ...payment, user_id: 'u1', stripe_payment_intent_id: 'pi_1', amount_cents: 300, paid_credits: 5 },
        { ...payment, user_id: 'u1', stripe_payment_intent_id: 'pi_2', amount_cents: 1200, paid_credits: 25 },
      ])
      .execute();
    await db
      .insertInto('credit_ledger')
      .values({ user_id: 'u1', paid_delta: 5, reason: 'purchase', payment_id: 2, created_at: at })
      .execute();

    const after = await migrator(db).migrateToLatest();
    expect(after.error).toBeUndefined();
    expect(
      await db.selectFrom('payments').select(['id', 'user_id', 'amount_cents']).orderBy('id').execute(),
    ).toEqual([
      { id: 1, user_id: 'u1', amount_cents: 300 },
      { id: 2, user_id: 'u1', amount_cents: 1200 },
    ]);
    expect(await db.selectFrom('credit_ledger').select('payment_id').execute()).toEqual([{ payment_id: 2 }]);
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
    // The ledger still points at the payments table by name.
    const ledgerKeys = await sql<{ table: string }>`pragma foreign_key_list(credit_ledger)`.execute(db);
    expect(ledgerKeys.rows.map((row) => row.table).sort()).toEqual(['payments', 'users', 'users']);

    await db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(await db.selectFrom('payments').select(['id', 'user_id']).orderBy('id').execute()).toEqual([
      { id: 1, user_id: null },
      { id: 2, user_id: null },
    ]);
    // A payment of an account that never existed is still refused.
    await expect(
      db
        .insertInto('payments')
        .values({ ...payment, user_id: 'ghost', amount_cents: 100 })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    await db.destroy();
  });
});
