import type SQLite from 'better-sqlite3';
import {
  type BusinessRules,
  estimatedProcessingTime,
  formatUsd,
  requiredCreditFor,
  XL_CREDITS,
  type XlCredit,
} from '../../shared/domain/index.ts';
import { AppError } from '../http/errors.ts';

/** What paid for a summary. */
export type CreditUsed = 'subscription' | 'free' | 'paid' | XlCredit['creditType'];

export interface Reservation {
  userId: string;
  creditUsed: CreditUsed;
}

interface BalanceRow {
  subscription_active: number;
  subscription_expires_at: string | null;
}

const xlColumn = (credit: XlCredit) => `${credit.creditType}_credits` as const;

export interface ReserveCreditOptions {
  sqlite: SQLite.Database;
  userId: string;
  wordCount: number;
  rules: BusinessRules;
  now?: Date;
}

/**
 * Takes what pays for summarizing a document of `wordCount` words, before any work is done, in one
 * immediate SQLite transaction whose every decrement is conditional (`WHERE balance > 0`): two uploads at
 * once can never spend one credit twice, and no balance can go below zero (the columns' CHECKs agree).
 *
 * Order: an active subscription (unlimited); for documents up to REGULAR_CREDIT_MAX_WORDS a free summary,
 * then a paid credit; above that an XL credit of the needed tier, else of a larger tier the user owns.
 * Throws 402 `xl_credit_required` (with creditType, wordCount, price) or 402 `insufficient_credits`.
 */
export function reserveCredit({
  sqlite,
  userId,
  wordCount,
  rules,
  now = new Date(),
}: ReserveCreditOptions): Reservation {
  const take = (statement: string, ...params: unknown[]) =>
    sqlite.prepare(statement).run(...params).changes === 1;

  const reserve = sqlite.transaction((): Reservation => {
    const user = sqlite
      .prepare('SELECT subscription_active, subscription_expires_at FROM users WHERE id = ?')
      .get(userId) as BalanceRow | undefined;
    if (!user) throw new AppError('unauthorized');
    const subscribed =
      user.subscription_active === 1 &&
      user.subscription_expires_at !== null &&
      new Date(user.subscription_expires_at).getTime() > now.getTime();
    if (subscribed) return { userId, creditUsed: 'subscription' };

    const required = requiredCreditFor(wordCount);
    if (required.kind === 'regular') {
      if (
        take(
          'UPDATE users SET free_documents_used = free_documents_used + 1 WHERE id = ? AND free_documents_used < ?',
          userId,
          rules.freeSummaries,
        )
      ) {
        return { userId, creditUsed: 'free' };
      }
      if (
        take(
          'UPDATE users SET paid_documents_available = paid_documents_available - 1 WHERE id = ? AND paid_documents_available > 0',
          userId,
        )
      ) {
        return { userId, creditUsed: 'paid' };
      }
      throw new AppError(
        'insufficient_credits',
        'You have used all your summaries. Buy credits or subscribe to Endless Summer to keep summarizing (upgrade_required).',
        { upgrade_required: true, wordCount },
      );
    }

    const fromTier = XL_CREDITS.indexOf(required.credit);
    for (const credit of XL_CREDITS.slice(fromTier)) {
      const column = xlColumn(credit);
      if (take(`UPDATE users SET ${column} = ${column} - 1 WHERE id = ? AND ${column} > 0`, userId)) {
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
  return reserve.immediate();
}

/** Gives a reserved credit back (the summary failed). Safe against balances changed meanwhile. */
export function refundCredit({
  sqlite,
  reservation,
}: {
  sqlite: SQLite.Database;
  reservation: Reservation;
}): void {
  const { userId, creditUsed } = reservation;
  if (creditUsed === 'subscription') return;
  if (creditUsed === 'free') {
    sqlite
      .prepare(
        'UPDATE users SET free_documents_used = free_documents_used - 1 WHERE id = ? AND free_documents_used > 0',
      )
      .run(userId);
    return;
  }
  if (creditUsed === 'paid') {
    sqlite
      .prepare('UPDATE users SET paid_documents_available = paid_documents_available + 1 WHERE id = ?')
      .run(userId);
    return;
  }
  const credit = XL_CREDITS.find((xl) => xl.creditType === creditUsed);
  if (!credit) return;
  const column = xlColumn(credit);
  sqlite.prepare(`UPDATE users SET ${column} = ${column} + 1 WHERE id = ?`).run(userId);
}
