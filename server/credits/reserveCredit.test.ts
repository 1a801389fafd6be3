import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveRules } from '../../shared/domain/index.ts';
import { type OpenedDatabase, openDatabase } from '../db/database.ts';
import { refundCredit, reserveCredit } from './reserveCredit.ts';

let opened: OpenedDatabase;
const rules = resolveRules({ freeSummaries: 1 });
const now = new Date('2026-11-21T09:00:00Z');

beforeEach(async () => {
  opened = await openDatabase(':memory:');
  opened.sqlite
    .prepare(
      "INSERT INTO users (id, email, created_at, updated_at, ultra_large_500k_credits) VALUES ('u1', 'a@example.com', 'x', 'x', 1)",
    )
    .run();
});
afterEach(() => opened.db.destroy());

const balance = () =>
  opened.sqlite
    .prepare('SELECT free_documents_used, paid_documents_available, ultra_large_500k_credits FROM users')
    .get();

describe('reserveCredit and refundCredit', () => {
  it('takes the free summary first and gives it back', () => {
    const reservation = reserveCredit({ sqlite: opened.sqlite, userId: 'u1', wordCount: 100, rules, now });
    expect(reservation.creditUsed).toBe('free');
    expect(balance()).toMatchObject({ free_documents_used: 1 });
    refundCredit({ sqlite: opened.sqlite, reservation });
    expect(balance()).toMatchObject({ free_documents_used: 0 });
  });

  it('takes and gives back an XL credit of the needed tier', () => {
    const reservation = reserveCredit({
      sqlite: opened.sqlite,
      userId: 'u1',
      wordCount: 200_000,
      rules,
      now,
    });
    expect(reservation.creditUsed).toBe('ultra_large_500k');
    expect(balance()).toMatchObject({ ultra_large_500k_credits: 0, free_documents_used: 0 });
    expect(() =>
      reserveCredit({ sqlite: opened.sqlite, userId: 'u1', wordCount: 200_000, rules, now }),
    ).toThrow(/extra-large credit/);
    refundCredit({ sqlite: opened.sqlite, reservation });
    expect(balance()).toMatchObject({ ultra_large_500k_credits: 1 });
  });

  it('never lets a balance go below zero, even when written directly', () => {
    expect(() => opened.sqlite.prepare('UPDATE users SET paid_documents_available = -1').run()).toThrow(
      /CHECK/,
    );
  });
});
