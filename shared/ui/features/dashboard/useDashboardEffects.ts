import { useEffect } from 'react';
import { TIMINGS } from '../../../domain/index.ts';
import { toast } from '../../toast/toastStore.ts';
import { useDashboardStore } from './dashboardStore.ts';
import type { DashboardUser } from './dashboardUser.ts';
import { useSurveyStore } from './surveyStore.ts';

/** After a 401 on upload: tell the user, then send them to sign in again. */
export function useSessionExpiryRedirect(navigateTo: (path: string) => void): void {
  const expired = useDashboardStore((state) => state.sessionExpired);
  useEffect(() => {
    if (!expired) return;
    toast({
      title: 'Session Expired',
      description: 'Please refresh the page and log in again to continue.',
      variant: 'destructive',
    });
    const timer = setTimeout(() => navigateTo('/auth'), TIMINGS.sessionExpiredRedirect);
    return () => clearTimeout(timer);
  }, [expired, navigateTo]);
}

/**
 * Leaving the page ends a non-subscriber's summary: the server is told with a beacon, which survives
 * the page closing. Subscribers keep what they chose in the Save dialog.
 */
export function useLeaveSignal(subscribed: boolean): void {
  const documentId = useDashboardStore((state) => state.result?.id ?? null);
  useEffect(() => {
    if (!documentId || subscribed) return;
    const onLeave = () => {
      navigator.sendBeacon?.(`/api/documents/${encodeURIComponent(documentId)}/leave`);
    };
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, [documentId, subscribed]);
}

/** The first-use survey, 20 s after the dashboard opens, for users who have made exactly one free summary. */
export function useFirstUseSurvey(user: DashboardUser): void {
  const eligible = user.freeDocumentsUsed === 1;
  useEffect(() => {
    if (!eligible) return;
    const timer = setTimeout(() => void useSurveyStore.getState().open(), TIMINGS.surveyDelay);
    return () => clearTimeout(timer);
  }, [eligible]);
}
