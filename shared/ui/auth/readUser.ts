import { authRoutes, type User, userSchema } from '../../api/auth.ts';
import { api } from '../apiClient.ts';
import { serverAnswered } from '../errors/describeError.ts';
import { forgetAccount, rememberAccount, rememberedAccountJson } from './rememberedAccount.ts';

export type AuthState =
  | { status: 'loading' }
  | { status: 'visitor' }
  | {
      status: 'signed-in';
      user: User;
      /**
       * The server could not be reached: this is the account last seen signed in on this device
       * (so its library opens offline). Checked again once the browser is back online.
       */
      remembered?: true;
    };

/** What the server says about the session, or that it could not be asked (no connection). */
type SessionAnswer = AuthState | 'unreachable' | 'failed';

export async function askServer(): Promise<SessionAnswer> {
  try {
    const user = await api.callOrNullOn401(authRoutes.currentUser);
    if (user) {
      rememberAccount(user);
      return { status: 'signed-in', user };
    }
    forgetAccount();
    return { status: 'visitor' };
  } catch (error) {
    // An HTTP answer (404 before any account exists, a 5xx) says nothing about who is signed in;
    // no answer at all means the device is offline or the server unreachable.
    return serverAnswered(error) ? 'failed' : 'unreachable';
  }
}

/** The account last signed in on this device, if what is kept is one (an older version's is not). */
function rememberedAccount(): User | null {
  const raw = rememberedAccountJson();
  if (!raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The first check: offline, the remembered account; any other failure, a visitor. */
export async function readUser(): Promise<AuthState> {
  const answer = await askServer();
  if (answer === 'unreachable') {
    const user = rememberedAccount();
    if (user) return { status: 'signed-in', user, remembered: true };
  }
  return typeof answer === 'string' ? { status: 'visitor' } : answer;
}
