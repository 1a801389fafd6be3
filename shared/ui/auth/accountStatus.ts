import { isSubscriptionActive, summariesAvailable } from '../../domain/index.ts';

/**
 * What the signed-in user has, read from the loosely typed user the auth context holds: used by the
 * header's badge, the dashboard's status card and the cost estimate.
 */

/** The account fields the estimate needs (from GET /api/auth/user). */
export interface CreditBalance {
  subscribed: boolean;
  freeDocumentsAvailable: number;
  paidDocumentsAvailable: number;
  xlCredits: { '100k': number; '500k': number; '1m': number };
}

/** The user's balance from the loosely typed user the auth context holds. */
export function balanceOf(user: Record<string, unknown>, freeSummaries: number): CreditBalance {
  const num = (key: string) => (typeof user[key] === 'number' ? (user[key] as number) : 0);
  const freeAvailable =
    typeof user.freeDocumentsAvailable === 'number'
      ? user.freeDocumentsAvailable
      : summariesAvailable(freeSummaries, num('freeDocumentsUsed'), 0);
  return {
    subscribed: isSubscribed(user),
    freeDocumentsAvailable: freeAvailable,
    paidDocumentsAvailable: num('paidDocumentsAvailable'),
    xlCredits: {
      '100k': num('ultraLarge100kCredits'),
      '500k': num('ultraLarge500kCredits'),
      '1m': num('ultraLarge1mCredits'),
    },
  };
}

/** The domain's rule, read from the loosely typed user. */
export function isSubscribed(user: Record<string, unknown>, now: Date = new Date()): boolean {
  const expiresAt = typeof user.subscriptionExpiresAt === 'string' ? user.subscriptionExpiresAt : null;
  return isSubscriptionActive({ active: user.subscriptionActive === true, expiresAt }, now);
}
