import {
  type BusinessRules,
  estimatedProcessingTime,
  formatUsd,
  isSubscriptionActive,
  requiredCreditFor,
  XL_CREDITS,
  type XlCredit,
} from '../../shared/domain/index.ts';
import { type Database, inTransaction } from '../db/database.ts';
import { AppError } from '../http/errors.ts';

/** What paid for a summary. */
export type CreditUsed = 'subscription' | 'free' | 'paid' | XlCredit['creditType'];

export interface Reservation {
  userId: string;
  creditUsed: CreditUsed;
}

/** The balance columns a reservation takes from or gives back to. */
type BalanceColumn = 'free_documents_used' | 'paid_documents_available' | `${XlCredit['creditType']}_credits`;

const xlColumn = (credit: XlCredit): BalanceColumn => `${credit.creditType}_credits`;

/**
 * One conditional step on a balance: `column = column ± 1 WHERE id = ? AND <guard>`, answering whether
 * it applied. The guard sits in the UPDATE itself, so two reservations at once can never both pass it.
 */
async function step(
  db: Database,
  userId: string,
  column: BalanceColumn,
  change: '+' | '-',
  guard?: { op: '<' | '>'; value: number },
): Promise<boolean> {
  let update = db
    .updateTable('users')
    .set((eb) => ({ [column]: eb(column, change, 1) }))
    .where('id', '=', userId);
  if (guard) update = update.where(column, guard.op, guard.value);
  return (await update.returning('id').executeTakeFirst()) !== undefined;
}

export interface ReserveCreditOptions {
  /** The database, or the transaction the reservation joins (with an idempotency claim). */
  db: Database;
  userId: string;
  wordCount: number;
  rules: BusinessRules;
  now: Date;
}

/**
 * Takes what pays for summarizing a document of `wordCount` words, before any work is done, in one
 * transaction whose every decrement is conditional (`WHERE balance > 0`): two uploads at once can never
 * spend one credit twice, and no balance can go below zero (the columns' CHECKs agree).
 *
 * Order: an active subscription (unlimited); for documents up to REGULAR_CREDIT_MAX_WORDS a free summary,
 * then a paid credit; above that an XL credit of the needed tier, else of a larger tier the user owns.
 * Throws 402 `xl_credit_required` (with creditType, wordCount, price) or 402 `insufficient_credits`.
 */
export function reserveCredit({
  db,
  userId,
  wordCount,
  rules,
  now,
}: ReserveCreditOptions): Promise<Reservation> {
  return inTransaction(db, async (trx): Promise<Reservation> => {
    const user = await trx
      .selectFrom('users')
      .select(['subscription_active', 'subscription_expires_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new AppError('unauthorized');
    const subscribed = isSubscriptionActive(
      { active: user.subscription_active === 1, expiresAt: user.subscription_expires_at },
      now,
    );
    if (subscribed) return { userId, creditUsed: 'subscription' };

    const required = requiredCreditFor(wordCount);
    if (required.kind === 'regular') {
      if (await step(trx, userId, 'free_documents_used', '+', { op: '<', value: rules.freeSummaries })) {
        return { userId, creditUsed: 'free' };
      }
      if (await step(trx, userId, 'paid_documents_available', '-', { op: '>', value: 0 })) {
        return { userId, creditUsed: 'paid' };
      }
      throw new AppError(
        'insufficient_credits',
        'You have used all your summaries. Buy credits or subscribe to Endless Summer to keep summarizing.',
        { upgrade_required: true, wordCount },
      );
    }

    const fromTier = XL_CREDITS.indexOf(required.credit);
    for (const credit of XL_CREDITS.slice(fromTier)) {
      if (await step(trx, userId, xlColumn(credit), '-', { op: '>', value: 0 })) {
        return { userId, creditUsed: credit.creditType };
      }
    }
    const { credit } = required;
    throw new AppError(
      'xl_credit_required',
      `This document has ${wordCount.toLocaleString('en-US')} words. Documents over ${(credit.minWords).toLocaleString('en-US')} words need an extra-large credit (${credit.label}, ${formatUsd(credit.priceCents)}).`,
      {
        creditType: credit.creditType,
        tier: credit.tier,
        wordCount,
        price: credit.priceCents / 100,
        priceCents: credit.priceCents,
        estimatedProcessingTime: estimatedProcessingTime(wordCount),
      },
    );
  });
}

/** Gives a reserved credit back (the summary failed). Safe against balances changed meanwhile. */
export async function refundCredit({
  db,
  reservation,
}: {
  db: Database;
  reservation: Reservation;
}): Promise<void> {
  const { userId, creditUsed } = reservation;
  if (creditUsed === 'subscription') return;
  if (creditUsed === 'free') {
    await step(db, userId, 'free_documents_used', '-', { op: '>', value: 0 });
    return;
  }
  if (creditUsed === 'paid') {
    await step(db, userId, 'paid_documents_available', '+');
    return;
  }
  const credit = XL_CREDITS.find((xl) => xl.creditType === creditUsed);
  if (credit) await step(db, userId, xlColumn(credit), '+');
}
