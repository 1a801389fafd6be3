import { type User, userSchema } from '../../api/auth.ts';

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

export function rememberedAccount(): User | null {
  try {
    const raw = localStorage.getItem(ACCOUNT_KEY);
    if (!raw) return null;
    // What an older version kept, or anything else found under the key, is no account.
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
