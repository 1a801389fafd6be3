import { useMemo } from 'react';
import type { User } from '../../api/auth.ts';
import { useAuthUser } from '../auth/AuthContext.tsx';
import { balanceOf } from '../auth/accountStatus.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';

/** The signed-in user as the header shows them: avatar, status badge, Admin button. */
export interface HeaderAccount {
  email: string;
  initial: string;
  profileImageUrl: string | null;
  /**
   * SPEC: the dashboard's Admin button needs "that id and isAdmin", the one specific admin: here the
   * owner role. Other admins reach /admin by its address.
   */
  showsAdminButton: boolean;
  subscribed: boolean;
  /** Free summaries left plus paid credits. */
  summariesLeft: number;
}

export function headerAccountOf(user: User, freeSummaries: number): HeaderAccount {
  const balance = balanceOf(user, freeSummaries);
  const email = user.email;
  const first = user.firstName?.trim() || email;
  return {
    email,
    initial: (first[0] ?? '?').toUpperCase(),
    profileImageUrl: user.profileImageUrl || null,
    showsAdminButton: user.isAdmin && user.isOwner,
    subscribed: balance.subscribed,
    summariesLeft: balance.freeDocumentsAvailable + balance.paidDocumentsAvailable,
  };
}

/** SPEC's header badge: 'Endless Summer' for subscribers, else the summaries left. */
export function accountBadgeText(account: HeaderAccount): string {
  if (account.subscribed) return 'Endless Summer';
  return `${account.summariesLeft} ${account.summariesLeft === 1 ? 'summary' : 'summaries'} left`;
}

/** The header's account, or null for visitors (and while a signed-in browser's page reads who it is). */
export function useHeaderAccount(): HeaderAccount | null {
  const auth = useAuthUser();
  const { freeSummaries } = usePublicConfig();
  const user = auth.status === 'signed-in' ? auth.user : null;
  return useMemo(() => (user ? headerAccountOf(user, freeSummaries) : null), [user, freeSummaries]);
}
