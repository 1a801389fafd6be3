import { useEffect } from 'react';
import { useAuthUser } from '../../shared/ui/auth/AuthContext.tsx';
import { registerServiceWorker } from './register.ts';

/**
 * Registers the offline worker once someone is signed in: only they have a library to open offline,
 * so visitors and crawlers never download its shell (RxDB is most of it). Renders nothing, so the
 * server's HTML and the hydrated page stay the same.
 */
export function OfflineWorkerRegistration() {
  const signedIn = useAuthUser().status === 'signed-in';
  useEffect(() => {
    if (signedIn) registerServiceWorker();
  }, [signedIn]);
  return null;
}
