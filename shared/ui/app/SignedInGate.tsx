import { lazy, type ReactNode } from 'react';
import { useAuthUser } from '../auth/AuthContext.tsx';
import { PageSpinner } from '../layout/PageSpinner.tsx';
import { LandingPage, useLandingMeta } from '../pages/LandingPage.tsx';

const SignedInHome = lazy(() => import('./SignedInHome.tsx'));

function AuthLoading() {
  useLandingMeta();
  return <PageSpinner />;
}

/**
 * Paths of the signed-in app: a spinner while we find out who is there, the landing page for
 * visitors (also what the server renders, so crawlers see content), the app for signed-in users.
 */
export function SignedInGate({ page }: { page?: ReactNode }) {
  const auth = useAuthUser();
  if (auth.status === 'loading') return <AuthLoading />;
  if (auth.status === 'visitor') return <LandingPage />;
  return page ?? <SignedInHome />;
}
