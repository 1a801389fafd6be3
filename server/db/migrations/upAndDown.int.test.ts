import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestDatabase, testDatabaseLocation } from '../../testing/postgres.ts';
import { type OpenedDatabase, openDatabase } from '../database.ts';
import { migrations } from './index.ts';

/**
 * Migrations that change what is already there, on the database of the run (SQLite, or PostgreSQL under
 * `npm run test:pg`, where each has a branch of its own): taken back to before them, given the rows an
 * installation of that time had, and brought forward again.
 */

const folder = mkdtempSync(join(tmpdir(), 'summer-migrations-'));
let opened: OpenedDatabase;
// biome-ignore lint/suspicious/noExplicitAny: the schema changes under the test's feet.
let db: Kysely<any>;
beforeAll(async () => {
  opened = await openDatabase(await testDatabaseLocation(folder));
  db = opened.db;
});
afterAll(async () => {
  await opened.close();
  rmSync(folder, { recursive: true, force: true });
  await dropTestDatabase(folder);
});

async function migrateTo(name: string | 'latest') {
  const { dialect } = opened;
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([key, migration]) => [
            key,
            {
              up: (target: Kysely<unknown>) => migration.up(target, dialect),
              down: (target: Kysely<unknown>) => migration.down?.(target, dialect) ?? Promise.resolve(),
            },
          ]),
        ),
    },
    allowUnorderedMigrations: true,
  });
  const result = name === 'latest' ? await migrator.migrateToLatest() : await migrator.migrateTo(name);
  if (result.error) throw result.error;
}

const at = '2026-11-20T08:00:00.000Z';

describe('20261126_90_job_runs_into_job_leases', () => {
  it("moves the campaign's last run into job_leases: still shown, next due an hour after it began", async () => {
    await migrateTo('20261126_31_promotions');
    await db
      .insertInto('job_runs')
      .values({
        name: 'promotional-emails',
        lease_owner: null,
        lease_until: null,
        last_started_at: at,
        last_finished_at: '2026-11-20T08:00:05.000Z',
        last_result_json: '{"scheduled":7,"message":"Scheduled 7 promotional emails."}',
      })
      .execute();
    await migrateTo('latest');
    expect(
      await db.selectFrom('job_leases').selectAll().where('name', '=', 'promotional-emails').execute(),
    ).toEqual([
      {
        name: 'promotional-emails',
        owner: '',
        locked_until: '1970-01-01T00:00:00.000Z',
        next_run_at: '2026-11-20T09:00:00.000Z',
        last_started_at: at,
        last_finished_at: '2026-11-20T08:00:05.000Z',
        last_result_json: '{"scheduled":7,"message":"Scheduled 7 promotional emails."}',
      },
    ]);
    // And back: job_runs as it was.
    await migrateTo('20261126_31_promotions');
    expect(
      await db.selectFrom('job_runs').select(['name', 'last_started_at', 'lease_until']).execute(),
    ).toEqual([{ name: 'promotional-emails', last_started_at: at, lease_until: null }]);
    await db.deleteFrom('job_runs').execute();
    await migrateTo('latest');
  });
});

describe('20261126_10_payments_outlive_accounts', () => {
  const payment = {
    kind: 'package',
    package_type: 'bundle_5',
    currency: 'usd',
    amount_cents: 300,
    paid_credits: 5,
    paid_at: at,
    created_at: at,
    updated_at: at,
  };

  it('lets a removed account leave its payments, and is refused going back while such payments exist', async () => {
    await migrateTo('20261125_52_admin_indexes');
    await db
      .insertInto('users')
      .values({ id: 'u1', email: 'a@example.com', created_at: at, updated_at: at })
      .execute();
    await db
      .insertInto('payments')
      .values({ ...payment, user_id: 'u1', stripe_payment_intent_id: 'pi_1' })
      .execute();
    // Before it, removing the account took its payments with it.
    await migrateTo('latest');
    await db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(await db.selectFrom('payments').select(['stripe_payment_intent_id', 'user_id']).execute()).toEqual(
      [{ stripe_payment_intent_id: 'pi_1', user_id: null }],
    );
    // A payment of an account that never existed is still refused.
    await expect(
      db
        .insertInto('payments')
        .values({ ...payment, user_id: 'ghost', stripe_payment_intent_id: 'pi_2' })
        .execute(),
    ).rejects.toThrow(/foreign key/i);

    await expect(migrateTo('20261125_52_admin_indexes')).rejects.toThrow(/Payments of removed accounts/);
    await db.deleteFrom('payments').execute();
    // Without them it goes back: the user's payments are again the user's, removed with it.
    await migrateTo('20261125_52_admin_indexes');
    await db
      .insertInto('users')
      .values({ id: 'u2', email: 'b@example.com', created_at: at, updated_at: at })
      .execute();
    await db
      .insertInto('payments')
      .values({ ...payment, user_id: 'u2', stripe_payment_intent_id: 'pi_3' })
      .execute();
    await db.deleteFrom('users').where('id', '=', 'u2').execute();
    expect(await db.selectFrom('payments').select('id').execute()).toEqual([]);
    await migrateTo('latest');
  });
});
