import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
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

interface AuthContextValue {
  state: AuthState;
  /** Reads the user again (after an upload spent a credit, a purchase, a retention change). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue>({
  state: { status: 'visitor', checking: false },
  refresh: async () => {},
});

function readUser(): Promise<AuthState> {
  return api.getOrNullOn401<AuthUser>('/api/auth/user').then(
    (user): AuthState =>
      user?.id != null ? { status: 'signed-in', user } : { status: 'visitor', checking: false },
    (): AuthState => ({ status: 'visitor', checking: false }),
  );
}

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
    readUser().then((next) => {
      // As a transition: an urgent update reaching a lazily loaded page that is still hydrating would
      // make React drop its server-rendered HTML and show the loading fallback until the chunk arrives.
      if (!cancelled) startTransition(() => setState(next));
    });
    return () => {
      cancelled = true;
    };
  }, [initial]);

  const refresh = useCallback(async () => {
    try {
      const user = await api.getOrNullOn401<AuthUser>('/api/auth/user');
      setState(user?.id != null ? { status: 'signed-in', user } : { status: 'visitor', checking: false });
    } catch {
      // A network hiccup must not sign the user out of the page they are on; only a 401 does.
    }
  }, []);
  const value = useMemo(() => ({ state, refresh }), [state, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Who is using the app: loading, a visitor, or a signed-in user. */
export function useAuthUser(): AuthState {
  return useContext(AuthContext).state;
}

/** Re-reads the signed-in user from the server. */
export function useRefreshAuthUser(): () => Promise<void> {
  return useContext(AuthContext).refresh;
}
