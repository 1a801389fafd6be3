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
import { authRoutes, type User } from '../../api/auth.ts';
import { api } from '../apiClient.ts';
import { serverAnswered } from '../errors/describeError.ts';
import { forgetAccount, rememberAccount, rememberedAccount } from './rememberedAccount.ts';

export type AuthState =
  | { status: 'loading' }
  | { status: 'visitor'; checking: boolean }
  | {
      status: 'signed-in';
      user: User;
      /**
       * The server could not be reached: this is the account last seen signed in on this device
       * (so its library opens offline). Checked again once the browser is back online.
       */
      remembered?: true;
    };

interface AuthContextValue {
  state: AuthState;
  /** Reads the user again (after an upload spent a credit, a purchase, a retention change). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue>({
  state: { status: 'visitor', checking: false },
  refresh: async () => {},
});

/** What the server says about the session, or that it could not be asked (no connection). */
type SessionAnswer = AuthState | 'unreachable' | 'failed';

async function askServer(): Promise<SessionAnswer> {
  try {
    const user = await api.callOrNullOn401(authRoutes.currentUser);
    if (user) {
      rememberAccount(user);
      return { status: 'signed-in', user };
    }
    forgetAccount();
    return { status: 'visitor', checking: false };
  } catch (error) {
    // An HTTP answer (404 before any account exists, a 5xx) says nothing about who is signed in;
    // no answer at all means the device is offline or the server unreachable.
    return serverAnswered(error) ? 'failed' : 'unreachable';
  }
}

/** The first check: offline, the remembered account; any other failure, a visitor. */
export async function readUser(): Promise<AuthState> {
  const answer = await askServer();
  if (answer === 'unreachable') {
    const user = rememberedAccount();
    if (user) return { status: 'signed-in', user, remembered: true };
  }
  return typeof answer === 'string' ? { status: 'visitor', checking: false } : answer;
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

/**
 * Asks the server who is signed in, once; treats 401 and other answers (404: no accounts yet) as a
 * visitor. With no connection, the account last signed in on this device (see rememberedAccount.ts).
 */
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
    const answer = await askServer();
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
