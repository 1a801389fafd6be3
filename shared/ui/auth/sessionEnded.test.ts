import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authRoutes } from '../../api/auth.ts';
import { documentRoutes } from '../../api/documents.ts';
import { TIMINGS } from '../../domain/index.ts';
import { api, configureApiClient } from '../apiClient.ts';
import { useToastStore } from '../toast/toastStore.ts';
import { registerSessionNavigator } from './sessionEnded.ts';

/** Every call answers 401, as the server does once the session cookie is gone. */
function signedOutServer() {
  configureApiClient({
    fetch: async () => new Response('{"message":"Sign in first"}', { status: 401 }),
  });
}

describe('session ended (401 on a signed-in call)', () => {
  const visited: string[] = [];
  let unregister: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    visited.length = 0;
    useToastStore.setState({ current: null });
    unregister = registerSessionNavigator((path) => visited.push(path));
    signedOutServer();
  });
  afterEach(() => {
    unregister();
    configureApiClient({});
    vi.useRealTimers();
  });

  it("shows 'Unauthorized' / 'You are logged out. Logging in again...' and goes to /auth after 0.5 s", async () => {
    await expect(api.call(documentRoutes.list, undefined, { session: true })).rejects.toThrow('401');
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(TIMINGS.unauthorizedRedirect - 1);
    expect(visited).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(visited).toEqual(['/auth']);
  });

  it('gives one toast and one redirect when several calls fail together', async () => {
    await Promise.allSettled([
      api.call(documentRoutes.list, undefined, { session: true }),
      api.call(
        documentRoutes.setRetention,
        { params: { id: 'd1' }, body: { action: 'retain' } },
        { session: true },
      ),
    ]);
    const firstToast = useToastStore.getState().current?.id;
    vi.advanceTimersByTime(TIMINGS.unauthorizedRedirect);
    expect(visited).toEqual(['/auth']);
    expect(useToastStore.getState().current?.id).toBe(firstToast);
  });

  it('stays quiet for calls that handle 401 themselves (sign-in, the current user)', async () => {
    await expect(api.call(authRoutes.login, { body: { email: 'a@b.co', password: 'x' } })).rejects.toThrow(
      '401',
    );
    expect(await api.callOrNullOn401(authRoutes.currentUser)).toBeNull();
    vi.advanceTimersByTime(TIMINGS.unauthorizedRedirect * 4);
    expect(useToastStore.getState().current).toBeNull();
    expect(visited).toEqual([]);
  });
});
