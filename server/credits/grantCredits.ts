import { CREDIT_KINDS, type CreditAmounts, type CreditKind } from '../../shared/domain/index.ts';
import { type Database, inTransaction } from '../db/database.ts';
import { AppError } from '../http/errors.ts';

/** @public Why a balance changed, as the ledger records it (the admin area grants and resets too). */
export type CreditReason =
  | 'purchase'
  | 'refund'
  | 'admin_grant'
  | 'admin_reset'
  | 'distribution'
  | 'development';

/** Each kind's balance column on users, and its column in the ledger. */
const BALANCE_COLUMN = {
  paid: 'paid_documents_available',
  ultra_large_100k: 'ultra_large_100k_credits',
  ultra_large_500k: 'ultra_large_500k_credits',
  ultra_large_1m: 'ultra_large_1m_credits',
} as const satisfies Record<CreditKind, string>;
const LEDGER_COLUMN = {
  paid: 'paid_delta',
  ultra_large_100k: 'ultra_large_100k_delta',
  ultra_large_500k: 'ultra_large_500k_delta',
  ultra_large_1m: 'ultra_large_1m_delta',
} as const satisfies Record<CreditKind, string>;

/** @public The four balances, by kind. */
export type CreditBalance = Record<CreditKind, number>;

/** The account's balances now. */
export async function readBalance(db: Database, userId: string): Promise<CreditBalance> {
  const row = await db
    .selectFrom('users')
    .select(Object.values(BALANCE_COLUMN))
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'No such account.');
  return Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, row[BALANCE_COLUMN[kind]]])) as CreditBalance;
}

export interface GrantCreditsOptions {
  /** The database, or a transaction to join (a payment row and its credits commit together). */
  db: Database;
  userId: string;
  /** Credits by kind; negative numbers take credits back, never below zero. */
  credits: CreditAmounts;
  reason: CreditReason;
  /** The payment that paid for it (purchases) or that was refunded. */
  paymentId?: number | null;
  /** The admin who granted it. */
  actorUserId?: string | null;
  note?: string | null;
  /** Makes the grant happen once: a second grant with the same key changes nothing. */
  key?: string;
  now: Date;
}

export interface GrantResult {
  /** What changed, by kind (a take-back capped at the balance is smaller than asked). */
  applied: CreditAmounts;
  /** The balances afterwards. */
  balance: CreditBalance;
  /** The key had already been used: nothing changed this time. */
  repeated: boolean;
}

/**
 * The one way credits are added or taken back: purchases, refunds, admin grants and resets, the
 * credit distribution and the development credit all go through here, so every balance change has a
 * ledger entry (who, how many of each kind, why, which payment, which admin) written in the same
 * transaction. Keyed grants happen once however often they are asked for. Spending a credit on a
 * summary is reserveCredit's conditional decrement, not a grant.
 */
export function grantCredits(options: GrantCreditsOptions): Promise<GrantResult> {
  const { userId, credits, reason, now, key } = options;
  return inTransaction(options.db, async (trx) => {
    // Touching the row first locks it until this transaction ends (PostgreSQL's row lock; SQLite's
    // BEGIN IMMEDIATE already holds the write lock), so the balances read here stay true until written.
    const row = await trx
      .updateTable('users')
      .set({ updated_at: now.toISOString() })
      .where('id', '=', userId)
      .returning(Object.values(BALANCE_COLUMN))
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', 'No such account.');
    const before = Object.fromEntries(
      CREDIT_KINDS.map((kind) => [kind, row[BALANCE_COLUMN[kind]]]),
    ) as CreditBalance;

    if (key) {
      const done = await trx
        .selectFrom('credit_ledger')
        .select('id')
        .where('grant_key', '=', key)
        .executeTakeFirst();
      if (done) return { applied: {}, balance: before, repeated: true };
    }

    const after = { ...before };
    const applied: CreditAmounts = {};
    for (const kind of CREDIT_KINDS) {
      const delta = Math.trunc(credits[kind] ?? 0);
      if (delta === 0) continue;
      after[kind] = Math.max(0, before[kind] + delta);
      if (after[kind] !== before[kind]) applied[kind] = after[kind] - before[kind];
    }
    if (Object.keys(applied).length > 0) {
      await trx
        .updateTable('users')
        .set(Object.fromEntries(CREDIT_KINDS.map((kind) => [BALANCE_COLUMN[kind], after[kind]])))
        .where('id', '=', userId)
        .execute();
    }
    // Written even when nothing changed (a refund of credits already spent): the ledger says so.
    await trx
      .insertInto('credit_ledger')
      .values({
        user_id: userId,
        ...Object.fromEntries(CREDIT_KINDS.map((kind) => [LEDGER_COLUMN[kind], applied[kind] ?? 0])),
        reason,
        payment_id: options.paymentId ?? null,
        actor_user_id: options.actorUserId ?? null,
        note: options.note ?? null,
        grant_key: key ?? null,
        created_at: now.toISOString(),
      })
      .execute();
    return { applied, balance: after, repeated: false };
  });
}
