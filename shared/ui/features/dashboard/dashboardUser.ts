import { balanceOf, type CreditBalance } from '../../auth/accountStatus.ts';
import type { AuthUser } from '../../auth/authUser.ts';
import { type HeaderAccount, headerAccountOf } from '../../layout/headerAccount.ts';

/** The signed-in user as the dashboard shows it: what the header shows, and the balance behind it. */
export interface DashboardUser extends HeaderAccount {
  subscriptionExpiresAt: string | null;
  freeDocumentsUsed: number;
  balance: CreditBalance;
}

export function toDashboardUser(user: AuthUser, freeSummaries: number): DashboardUser {
  return {
    ...headerAccountOf(user, freeSummaries),
    subscriptionExpiresAt: typeof user.subscriptionExpiresAt === 'string' ? user.subscriptionExpiresAt : null,
    freeDocumentsUsed: typeof user.freeDocumentsUsed === 'number' ? user.freeDocumentsUsed : 0,
    balance: balanceOf(user, freeSummaries),
  };
}
