import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { grantCredits } from './grantCredits.ts';

let db: Database;
const now = new Date('2026-11-25T09:00:00Z');

beforeEach(async () => {
  ({ db } = await openDatabase(':memory:'));
  await db
    .insertInto('users')
    .values([
      { id: 'u1', email: 'a@example.com', created_at: 'x', updated_at: 'x', paid_documents_available: 2 },
      { id: 'admin', email: 'b@example.com', created_at: 'x', updated_at: 'x', paid_documents_available: 0 },
    ])
    .execute();
});
afterEach(() => db.destroy());

const ledger = () => db.selectFrom('credit_ledger').selectAll().orderBy('id').execute();

describe('grantCredits', () => {
  it('adds credits of several kinds and writes who and why in the ledger', async () => {
    const result = await grantCredits({
      db,
      userId: 'u1',
      credits: { paid: 3, ultra_large_1m: 1 },
      reason: 'admin_grant',
      actorUserId: 'admin',
      now,
    });
    expect(result).toEqual({
      applied: { paid: 3, ultra_large_1m: 1 },
      balance: { paid: 5, ultra_large_100k: 0, ultra_large_500k: 0, ultra_large_1m: 1 },
      repeated: false,
    });
    expect(await ledger()).toMatchObject([
      {
        user_id: 'u1',
        paid_delta: 3,
        ultra_large_1m_delta: 1,
        reason: 'admin_grant',
        actor_user_id: 'admin',
      },
    ]);
  });

  it('takes back no more than is left, and says so', async () => {
    const result = await grantCredits({ db, userId: 'u1', credits: { paid: -5 }, reason: 'refund', now });
    expect(result.applied).toEqual({ paid: -2 });
    expect(result.balance.paid).toBe(0);
    const again = await grantCredits({ db, userId: 'u1', credits: { paid: -1 }, reason: 'refund', now });
    expect(again.applied).toEqual({});
    expect((await ledger()).map((entry) => entry.paid_delta)).toEqual([-2, 0]);
  });

  it('grants a keyed grant once, however many ask at the same time', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () =>
        grantCredits({
          db,
          userId: 'u1',
          credits: { paid: 5 },
          reason: 'purchase',
          key: 'payment:pi_1',
          now,
        }),
      ),
    );
    expect(attempts.filter((attempt) => !attempt.repeated)).toHaveLength(1);
    const user = await db
      .selectFrom('users')
      .select('paid_documents_available')
      .where('id', '=', 'u1')
      .executeTakeFirstOrThrow();
    expect(user.paid_documents_available).toBe(7);
    expect(await ledger()).toHaveLength(1);
  });

  it('refuses an account that does not exist', async () => {
    await expect(
      grantCredits({ db, userId: 'nobody', credits: { paid: 1 }, reason: 'admin_grant', now }),
    ).rejects.toThrow(/No such account/);
  });
});
