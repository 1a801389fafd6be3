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
import type { AuthState } from './readUser.ts';
import { forgetAccount } from './rememberedAccount.ts';

/**
 * The contract's validators (zod) are loaded with the first question to the server, not with the
 * page: a visitor's first paint carries no code it does not draw with.
 */
const loadUserReader = () => import('./readUser.ts');

interface AuthContextValue {
  state: AuthState;
  /** Reads the user again (after an upload spent a credit, a purchase, a retention change). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue>({
  state: { status: 'visitor' },
  refresh: async () => {},
});

interface AuthProviderProps {
  children: ReactNode;
  /**
   * 'loading': nothing is known yet, pages that depend on the user show a spinner and the server is
   * asked (desktop, a page the server did not render, a page the server rendered for a signed-in
   * browser). 'visitor': the server rendered the page for a request without a session, so nobody is
   * signed in and nobody is asked. 'server': server rendering, no check at all.
   */
  initial: 'loading' | 'visitor' | 'server';
}

/**
 * Who is signed in. A page the server rendered for a visitor says so and nothing is asked; otherwise
 * the server is asked once, and 401 and other answers (404: no accounts yet) mean a visitor. With no
 * connection, the account last signed in on this device (see rememberedAccount.ts).
 */
export function AuthProvider({ children, initial }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(
    initial === 'loading' ? { status: 'loading' } : { status: 'visitor' },
  );

  useEffect(() => {
    if (initial === 'server') return;
    if (initial === 'visitor') {
      // The server said nobody is signed in: the account remembered for offline use goes, as after
      // a sign-out (rememberedAccount.ts).
      forgetAccount();
      return;
    }
    let cancelled = false;
    loadUserReader()
      .then(({ readUser }) => readUser())
      .then((next) => {
        // As a transition: an urgent update reaching a lazily loaded page that is still hydrating would
        // make React drop its server-rendered HTML and show the loading fallback until the chunk arrives.
        if (!cancelled) startTransition(() => setState(next));
      });
    return () => {
      cancelled = true;
    };
  }, [initial]);

  const refresh = useCallback(async () => {
    const answer = await (await loadUserReader()).askServer();
    // A network hiccup or a server error must not sign the user out of the page they are on; only a
    // 401 does.
    if (typeof answer !== 'string') setState(answer);
  }, []);

  // Offline with the remembered account: ask the server again as soon as the browser is back online.
  const remembered = state.status === 'signed-in' && state.remembered === true;
  useEffect(() => {
    if (!remembered) return;
    const recheck = () => void refresh();
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [remembered, refresh]);

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
