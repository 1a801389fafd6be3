import { api } from '../apiClient.ts';
import { toast } from '../toast/toastStore.ts';

/**
 * Ends the session and starts the app again signed out. In the browser: POST /api/logout, which the
 * server accepts only from the product's own pages (so no other site can sign anybody out), then a
 * full load of the home page, where the app finds nobody signed in and forgets what the device kept.
 * The desktop app replaces it (configureSignOut): its main process revokes the token.
 */
let endSession = async (): Promise<void> => {
  // The contract's validators come with the click, not with every page that shows a header.
  const { authRoutes } = await import('../../api/auth.ts');
  await api.call(authRoutes.logout);
  window.location.assign('/');
};

export function configureSignOut(signOutOfHost: () => Promise<void>): void {
  endSession = signOutOfHost;
}

/** What the Logout buttons do; a failure (no connection) says so and leaves the user signed in. */
export async function signOut(): Promise<void> {
  try {
    await endSession();
  } catch {
    toast({
      title: 'Could not sign out',
      description: 'Check your connection and try again.',
      variant: 'destructive',
    });
  }
}
