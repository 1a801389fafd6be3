import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { api } from '../apiClient.ts';

/** The signed-in user as GET /api/auth/user answers it; the account feature defines the full shape. */
export interface AuthUser {
  id: string | number;
  email?: string | null;
  firstName?: string | null;
  [field: string]: unknown;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'visitor'; checking: boolean }
  | { status: 'signed-in'; user: AuthUser };

const AuthContext = createContext<AuthState>({ status: 'visitor', checking: false });

interface AuthProviderProps {
  children: ReactNode;
  /**
   * 'loading': nothing is known yet, pages that depend on the user show a spinner (desktop, a page
   * the server did not render). 'visitor': the server rendered the page for a visitor; keep showing
   * it while the check runs so hydration matches and crawlers and people see content at once.
   * 'server': server rendering, no check at all.
   */
  initial: 'loading' | 'visitor' | 'server';
}

/** Asks the server who is signed in, once; treats 401, 404 (no accounts yet) and network errors as a visitor. */
export function AuthProvider({ children, initial }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(
    initial === 'loading' ? { status: 'loading' } : { status: 'visitor', checking: initial === 'visitor' },
  );

  useEffect(() => {
    if (initial === 'server') return;
    let cancelled = false;
    api.getOrNullOn401<AuthUser>('/api/auth/user').then(
      // As a transition: an urgent update reaching a lazily loaded page that is still hydrating would
      // make React drop its server-rendered HTML and show the loading fallback until the chunk arrives.
      (user) => {
        if (cancelled) return;
        startTransition(() =>
          setState(user?.id != null ? { status: 'signed-in', user } : { status: 'visitor', checking: false }),
        );
      },
      () => {
        if (!cancelled) startTransition(() => setState({ status: 'visitor', checking: false }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [initial]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

/** Who is using the app: loading, a visitor, or a signed-in user. */
export function useAuthUser(): AuthState {
  return useContext(AuthContext);
}
