import { useEffect } from 'react';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { currentSummaryOwner } from './currentSummaryOwner.ts';

/**
 * Drops the device's current summary (a non-subscriber's, shared/sync/currentSummary.ts) once nobody,
 * or another account, is signed in: after signing out on the web (the page reloads as a visitor) or on
 * the desktop (the session check answers signed out). Loads the database code only when there is
 * something to drop.
 */
export function CurrentSummaryGuard() {
  const state = useAuthUser();
  const signedOut = state.status === 'visitor';
  const userId = state.status === 'signed-in' ? String(state.user.id) : null;
  useEffect(() => {
    const owner = currentSummaryOwner();
    if (owner === null) return;
    if (!signedOut && (userId === null || userId === owner)) return;
    void import('./currentSummaryRuntime.ts')
      .then(({ forgetCurrentSummary }) => forgetCurrentSummary())
      .catch(() => {});
  }, [signedOut, userId]);
  return null;
}
