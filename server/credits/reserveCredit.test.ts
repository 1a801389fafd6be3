import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveRules } from '../../shared/domain/index.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { refundCredit, reserveCredit } from './reserveCredit.ts';

let db: Database;
const rules = resolveRules({ freeSummaries: 1 });
const now = new Date('2026-11-21T09:00:00Z');

beforeEach(async () => {
  ({ db } = await openDatabase(':memory:'));
  await db
    .insertInto('users')
    .values({
      id: 'u1',
      email: 'a@example.com',
      created_at: 'x',
      updated_at: 'x',
      ultra_large_500k_credits: 1,
    })
    .execute();
});
afterEach(() => db.destroy());

const balance = () =>
  db
    .selectFrom('users')
    .select(['free_documents_used', 'paid_documents_available', 'ultra_large_500k_credits'])
    .executeTakeFirstOrThrow();

describe('reserveCredit and refundCredit', () => {
  it('takes the free summary first and gives it back', async () => {
    const reservation = await reserveCredit({ db, userId: 'u1', wordCount: 100, rules, now });
    expect(reservation.creditUsed).toBe('free');
    expect(await balance()).toMatchObject({ free_documents_used: 1 });
    await refundCredit({ db, reservation });
    expect(await balance()).toMatchObject({ free_documents_used: 0 });
  });

  it('takes and gives back an XL credit of the needed tier', async () => {
    const reservation = await reserveCredit({ db, userId: 'u1', wordCount: 200_000, rules, now });
    expect(reservation.creditUsed).toBe('ultra_large_500k');
    expect(await balance()).toMatchObject({ ultra_large_500k_credits: 0, free_documents_used: 0 });
    await expect(reserveCredit({ db, userId: 'u1', wordCount: 200_000, rules, now })).rejects.toThrow(
      /extra-large credit/,
    );
    await refundCredit({ db, reservation });
    expect(await balance()).toMatchObject({ ultra_large_500k_credits: 1 });
  });

  it('spends each credit once when many reservations run at once', async () => {
    await db.updateTable('users').set({ paid_documents_available: 2 }).execute();
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () => reserveCredit({ db, userId: 'u1', wordCount: 100, rules, now })),
    );
    const taken = attempts.flatMap((attempt) =>
      attempt.status === 'fulfilled' ? [attempt.value.creditUsed] : [],
    );
    expect(taken.sort()).toEqual(['free', 'paid', 'paid']);
    expect(attempts.filter((attempt) => attempt.status === 'rejected')).toHaveLength(17);
    expect(await balance()).toMatchObject({ free_documents_used: 1, paid_documents_available: 0 });
  });

  it('never lets a balance go below zero, even when written directly', async () => {
    await expect(sql`UPDATE users SET paid_documents_available = -1`.execute(db)).rejects.toThrow(/CHECK/);
  });
});
