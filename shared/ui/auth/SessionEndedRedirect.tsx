import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useRefreshAuthUser } from './AuthContext.tsx';
import { registerSessionNavigator } from './sessionEnded.ts';

/**
 * Gives the session-ended redirect the app's own router (the desktop app has no server paths to load)
 * and re-reads the user on arrival, so the page knows the account is signed out.
 */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  const refreshUser = useRefreshAuthUser();
  useEffect(
    () =>
      registerSessionNavigator((path) => {
        navigate(path);
        void refreshUser();
      }),
    [navigate, refreshUser],
  );
  return null;
}
