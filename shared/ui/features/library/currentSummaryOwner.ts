/**
 * Which account the device's current summary belongs to (see shared/sync/currentSummary.ts), kept in
 * localStorage so the app can tell, without loading the database code, whether anything must be
 * dropped after a sign-out or a change of account.
 */
const OWNER_KEY = 'summer-current-summary-owner';

export function currentSummaryOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

export function setCurrentSummaryOwner(userId: string | null): void {
  try {
    if (userId === null) localStorage.removeItem(OWNER_KEY);
    else localStorage.setItem(OWNER_KEY, userId);
  } catch {
    // Storage blocked (private mode): nothing was kept either.
  }
}
