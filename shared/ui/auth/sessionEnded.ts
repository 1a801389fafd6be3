import { TIMINGS } from '../../domain/index.ts';
import { UNAUTHORIZED_TOAST } from '../errors/describeError.ts';
import { AUTH_PATH } from '../layout/siteLinks.ts';
import { toast } from '../toast/toastStore.ts';

/**
 * SPEC section 8's generic unauthorized path: a signed-in call answered 401 (the session ended while the
 * page was open). The user reads 'Unauthorized' / 'You are logged out. Logging in again...' and half a
 * second later is at the sign-in splash. Several calls failing together still give one toast and one
 * redirect.
 */

type Navigate = (path: string) => void;

/** The router's navigate, registered by SessionEndedRedirect; a full page load where none is mounted. */
let navigate: Navigate | null = null;
let redirecting: ReturnType<typeof setTimeout> | undefined;

export function announceSessionEnded(): void {
  if (redirecting !== undefined) return;
  toast({ ...UNAUTHORIZED_TOAST, variant: 'destructive' });
  redirecting = setTimeout(() => {
    redirecting = undefined;
    if (navigate) navigate(AUTH_PATH);
    else if (typeof window !== 'undefined') window.location.assign(AUTH_PATH);
  }, TIMINGS.unauthorizedRedirect);
}

/** Lets the app's router carry out the redirect; answers the function that takes it back. */
export function registerSessionNavigator(next: Navigate): () => void {
  navigate = next;
  return () => {
    if (navigate === next) navigate = null;
  };
}
