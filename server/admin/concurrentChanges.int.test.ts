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
import { removeAccount } from './removeAccount.ts';
import { setRole } from './roles.ts';
import { insertUser } from './testing/seedAccounts.ts';

/**
 * The admin's changes that meet: two admins (or the command line and a sign-in listed in OWNER_EMAILS)
 * change one account's roles at the same moment, or two owners remove each other. Each must act on
 * what the other left, as if one came after the other. The rows they depend on are held by a third
 * transaction while both start, so both have begun before either may go on: on PostgreSQL, a change
 * that read before locking would act on what it read before the other's commit. On SQLite every
 * transaction holds the file's write lock from its start, so there the two queue behind the third.
 */

const folder = mkdtempSync(join(tmpdir(), 'summer-admin-changes-'));
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

/**
 * Runs `both` (two transactions) while a third holds the accounts' rows, letting go once both wait (on
 * PostgreSQL) or at once (SQLite, where they queue behind it); answers what `both` answers.
 */
async function whileHeld<T>(emails: string[], both: () => Promise<T>): Promise<T> {
  const { db } = database;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked: () => void = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = inTransaction(db, async (trx) => {
    for (const email of emails) await lockUserByEmail(trx, email);
    locked();
    await released;
  });
  await isLocked;
  const running = both();
  // Its failure is the caller's to see; only if waiting fails first is it left unread.
  running.catch(() => {});
  try {
    await untilWaiting(2);
  } finally {
    release();
    await held;
  }
  return running;
}

describe('two role changes at the same moment', () => {
  it('each starts from the other: the roles and the audit log read as one after the other', async () => {
    const { db } = database;
    const id = randomUUID();
    const email = `${id}@example.com`;
    await insertUser(db, { id, email, createdAt: new Date().toISOString() });

    const change = (role: 'admin' | 'owner') =>
      setRole({ db, email, role, grant: true, actor: { kind: 'command-line' }, now: new Date() });
    await whileHeld([email], () => Promise.all([change('admin'), change('owner')]));

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

describe('two owners removing each other at the same moment', () => {
  it('removes one of them and refuses the other: an owner always remains', async () => {
    const { db } = database;
    // The two are the installation's only owners.
    await db.updateTable('users').set({ is_owner: 0 }).execute();
    const owners = [randomUUID(), randomUUID()].map((id) => ({ id, email: `${id}@example.com` }));
    for (const owner of owners) {
      await insertUser(db, { ...owner, createdAt: new Date().toISOString() });
      await setRole({
        db,
        email: owner.email,
        role: 'owner',
        grant: true,
        actor: { kind: 'command-line' },
        now: new Date(),
      });
    }
    const [first, second] = owners as [(typeof owners)[number], (typeof owners)[number]];
    const remove = (actor: typeof first, target: typeof first) =>
      removeAccount({
        db,
        userId: target.id,
        actor: { kind: 'user', userId: actor.id, email: actor.email },
        now: new Date(),
        cancelSubscriptions: undefined,
      });
    const outcomes = await whileHeld(
      owners.map((owner) => owner.email),
      () => Promise.allSettled([remove(first, second), remove(second, first)]),
    );
    const refused = outcomes.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'last_owner' });
    const left = await db
      .selectFrom('users')
      .select('id')
      .where(
        'id',
        'in',
        owners.map((owner) => owner.id),
      )
      .where('is_owner', '=', 1)
      .execute();
    expect(left).toHaveLength(1);
  });
});
