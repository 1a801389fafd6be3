import type { User } from '../../api/auth.ts';

/**
 * The account last seen signed in on this device, so that with no connection the app still knows
 * whose library (already in this browser's IndexedDB) to open. It is only a hint for showing what the
 * device holds: every server call still carries the session, and the server alone decides.
 * Written when the server names the user, dropped as soon as the server says nobody is signed in
 * (a sign-out, an ended session).
 */
const ACCOUNT_KEY = 'summer-signed-in-account';

export function rememberAccount(user: User): void {
  try {
    localStorage.setItem(ACCOUNT_KEY, JSON.stringify(user));
  } catch {
    // Storage blocked (private mode): offline, the app then shows the visitor's pages.
  }
}

export function forgetAccount(): void {
  try {
    localStorage.removeItem(ACCOUNT_KEY);
  } catch {
    // Nothing was kept either.
  }
}

/**
 * What is kept, unchecked (readUser.ts validates it). Reading and forgetting need no validator, so a
 * visitor's page, which only forgets, loads none.
 */
export function rememberedAccountJson(): string | null {
  try {
    return localStorage.getItem(ACCOUNT_KEY);
  } catch {
    return null;
  }
}
