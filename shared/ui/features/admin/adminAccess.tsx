import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { LOGIN_PATH } from '../../../api/navigation.ts';
import { endsSession } from '../../errors/describeError.ts';
import { PageShell } from '../../layout/PageShell.tsx';
import { PageSpinner } from '../../layout/PageSpinner.tsx';
import { toast } from '../../toast/toastStore.ts';
import { adminCalls } from './adminCalls.ts';
import { ADMIN_TEXTS } from './adminTexts.ts';

/**
 * Who may see an admin page: SPEC section 6, decided by the admin check (the routing layer only knows
 * signed in or not; visitors already got the landing page). Non-admins are sent to / from the dashboard
 * and analytics, and read Access Denied on the signup monitor and the surveys page. A session that
 * ended answers 401: the common toast and /auth, except the signup monitor, which goes to /api/login.
 * Any other failure of the check: 'Access denied' and /.
 */

type Access = 'checking' | 'admin' | 'not-admin' | 'failed';

/** What a non-admin gets on this page. */
type Refusal = { kind: 'redirect' } | { kind: 'denied'; message: string };

function useAdminCheck(signInOn401: boolean): Access {
  const [access, setAccess] = useState<Access>('checking');
  useEffect(() => {
    let live = true;
    adminCalls.check({ session: !signInOn401 }).then(
      ({ isAdmin }) => live && setAccess(isAdmin ? 'admin' : 'not-admin'),
      (error: unknown) => {
        if (!live) return;
        if (endsSession(error)) {
          if (signInOn401) window.location.assign(LOGIN_PATH);
          return;
        }
        toast({ title: ADMIN_TEXTS.checkFailed, variant: 'destructive' });
        setAccess('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [signInOn401]);
  return access;
}

function AccessDenied({ message }: { message: string }) {
  return (
    <PageShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{ADMIN_TEXTS.accessDeniedTitle}</h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <Link to="/" className="mt-8 rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800">
          {ADMIN_TEXTS.goHome}
        </Link>
      </section>
    </PageShell>
  );
}

/** Shows `children` to admins only, after the check; what others get depends on the page. */
export function AdminOnly({
  refusal,
  signInOn401 = false,
  children,
}: {
  refusal: Refusal;
  signInOn401?: boolean;
  children: ReactNode;
}) {
  const access = useAdminCheck(signInOn401);
  if (access === 'checking') return <PageSpinner label="Checking access…" />;
  if (access === 'failed') return <Navigate to="/" replace />;
  if (access === 'not-admin') {
    return refusal.kind === 'redirect' ? (
      <Navigate to="/" replace />
    ) : (
      <AccessDenied message={refusal.message} />
    );
  }
  return children;
}
