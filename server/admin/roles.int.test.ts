import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockUserByEmail } from '../auth/users.ts';
import { inTransaction } from '../db/database.ts';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';
import { dropTestDatabase } from '../testing/postgres.ts';
import { setRole } from './roles.ts';
import { insertUser } from './testing/seedAccounts.ts';

/**
 * Role changes that meet: two admins (or the command line and a sign-in listed in OWNER_EMAILS) change
 * one account's roles at the same moment. Each must start from the other's result, so the roles end as
 * one change after the other would leave them and the audit log's "before" of each entry is what the
 * previous one left. The account's row is held by a third transaction while both start, so both have
 * begun before either may go on: on PostgreSQL, a change that read the row before locking it would act
 * on the roles it read before the other's commit. On SQLite every transaction holds the file's write
 * lock from its start, so there the two queue behind the third.
 */

const folder = mkdtempSync(join(tmpdir(), 'summer-roles-'));
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase(folder);
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
  await dropTestDatabase(folder);
});

/** Until `count` transactions wait for a row lock (PostgreSQL; SQLite's queue behind the holder at once). */
async function untilWaiting(count: number): Promise<void> {
  if (database.dialect !== 'postgres') return;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(database.db);
    if ((rows[0]?.n ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} transactions wait for the row`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two role changes at the same moment', () => {
  it('each starts from the other: the roles and the audit log read as one after the other', async () => {
    const { db } = database;
    const id = randomUUID();
    const email = `${id}@example.com`;
    await insertUser(db, { id, email, createdAt: new Date().toISOString() });

    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const held = inTransaction(db, async (trx) => {
      await lockUserByEmail(trx, email);
      locked();
      await released;
    });
    await isLocked;
    const change = (role: 'admin' | 'owner') =>
      setRole({ db, email, role, grant: true, actor: { kind: 'command-line' }, now: new Date() });
    const both = Promise.all([change('admin'), change('owner')]);
    try {
      await untilWaiting(2);
    } finally {
      release();
    }
    await held;
    await both;

    const user = await db
      .selectFrom('users')
      .select(['is_admin', 'is_owner'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ is_admin: 1, is_owner: 1 });
    const entries = await db
      .selectFrom('admin_audit_log')
      .select(['before_json', 'after_json'])
      .where('target_user_id', '=', id)
      .orderBy('id')
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(1);
    let roles = JSON.stringify({ admin: false, owner: false });
    for (const entry of entries) {
      expect(entry.before_json).toBe(roles);
      roles = entry.after_json ?? '';
    }
    expect(JSON.parse(roles)).toEqual({ admin: true, owner: true });
  });
});
