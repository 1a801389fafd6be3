import type { AuthUser } from '../../auth/AuthContext.tsx';
import { balanceOf, type CreditBalance, isSubscribed } from './costEstimate.ts';

/** The signed-in user as the dashboard shows it. */
export interface DashboardUser {
  email: string;
  initial: string;
  profileImageUrl: string | null;
  isAdmin: boolean;
  subscribed: boolean;
  subscriptionExpiresAt: string | null;
  /** Free summaries left plus paid credits. */
  summariesLeft: number;
  freeDocumentsUsed: number;
  balance: CreditBalance;
}

export function toDashboardUser(user: AuthUser, freeSummaries: number): DashboardUser {
  const balance = balanceOf(user, freeSummaries);
  const email = typeof user.email === 'string' ? user.email : '';
  const first = typeof user.firstName === 'string' && user.firstName.trim() ? user.firstName.trim() : email;
  return {
    email,
    initial: (first[0] ?? '?').toUpperCase(),
    profileImageUrl:
      typeof user.profileImageUrl === 'string' && user.profileImageUrl ? user.profileImageUrl : null,
    isAdmin: user.isAdmin === true,
    subscribed: isSubscribed(user),
    subscriptionExpiresAt: typeof user.subscriptionExpiresAt === 'string' ? user.subscriptionExpiresAt : null,
    summariesLeft: balance.freeDocumentsAvailable + balance.paidDocumentsAvailable,
    freeDocumentsUsed: typeof user.freeDocumentsUsed === 'number' ? user.freeDocumentsUsed : 0,
    balance,
  };
}
