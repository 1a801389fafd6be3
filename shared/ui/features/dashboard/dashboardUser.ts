import type { User } from '../../../api/auth.ts';
import { balanceOf, type CreditBalance } from '../../auth/accountStatus.ts';
import { type HeaderAccount, headerAccountOf } from '../../layout/headerAccount.ts';

/** The signed-in user as the dashboard shows it: what the header shows, and the balance behind it. */
export interface DashboardUser extends HeaderAccount {
  subscriptionExpiresAt: string | null;
  freeDocumentsUsed: number;
  balance: CreditBalance;
}

export function toDashboardUser(user: User, freeSummaries: number): DashboardUser {
  return {
    ...headerAccountOf(user, freeSummaries),
    subscriptionExpiresAt: user.subscriptionExpiresAt,
    freeDocumentsUsed: user.freeDocumentsUsed,
    balance: balanceOf(user, freeSummaries),
  };
}
