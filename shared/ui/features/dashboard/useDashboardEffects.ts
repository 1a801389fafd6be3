import { useEffect, useRef } from 'react';
import { TIMINGS } from '../../../domain/index.ts';
import { SESSION_EXPIRED_TOAST } from '../../errors/describeError.ts';
import { toast } from '../../toast/toastStore.ts';
import { usePendingSummaries } from '../library/pendingSummaries.ts';
import { useDashboardStore } from './dashboardStore.ts';
import type { DashboardUser } from './dashboardUser.ts';
import { documentSummarizer } from './documentSummarizer.ts';
import { useKeptSummaryStore } from './keptSummaryStore.ts';
import { useSurveyStore } from './surveyStore.ts';

/** After a 401 on upload: tell the user, then send them to sign in again. */
export function useSessionExpiryRedirect(navigateTo: (path: string) => void): void {
  const expired = useDashboardStore((state) => state.sessionExpired);
  useEffect(() => {
    if (!expired) return;
    toast({ ...SESSION_EXPIRED_TOAST, variant: 'destructive' });
    const timer = setTimeout(() => navigateTo('/auth'), TIMINGS.sessionExpiredRedirect);
    return () => clearTimeout(timer);
  }, [expired, navigateTo]);
}

/**
 * Leaving the page ends a summary that is not kept: every non-subscriber's, and a subscriber's who chose
 * to let it go in the Save dialog. The server is told with a beacon, which survives the page closing:
 * closing or reloading the tab (pagehide) or following a link inside the app (the dashboard unmounts).
 * The server itself keeps retained and XL summaries whatever the beacon says.
 */
export function useLeaveSignal(): void {
  const documentId = useDashboardStore((state) =>
    state.result?.retention === 'delete' ? state.result.id : null,
  );
  const pending = useRef<string | null>(null);
  pending.current = documentId;

  useEffect(() => {
    const signal = () => {
      const id = pending.current;
      if (!id) return;
      pending.current = null;
      documentSummarizer().leave(id);
    };
    window.addEventListener('pagehide', signal);
    return () => {
      window.removeEventListener('pagehide', signal);
      signal();
      // The summary is gone on the server; coming back shows the uploader, not a dead result.
      useDashboardStore.getState().reset();
    };
  }, []);
}

/**
 * Without a subscription the server forgets the summary when the user leaves the page; this device
 * keeps it as the current summary, readable in the library until the next summary replaces it, the
 * user signs out, or its retention time ends (shared/sync/currentSummary.ts). Subscribers' summaries
 * reach the library by replication instead.
 */
export function useKeepCurrentSummary(userId: string | null, subscribed: boolean): void {
  // A summary made offline has no server document yet: it waits as a pending summary instead.
  const result = useDashboardStore((state) => (state.offline ? null : state.result));
  const keepsSummaries = userId !== null && !subscribed;
  // Loaded ahead, so the summary is stored within moments of arriving.
  useEffect(() => {
    if (keepsSummaries) void import('../library/currentSummaryRuntime.ts').catch(() => {});
  }, [keepsSummaries]);
  useEffect(() => {
    if (!result || !userId || subscribed) return;
    void import('../library/currentSummaryRuntime.ts')
      .then(({ rememberCurrentSummary }) => rememberCurrentSummary(userId, result))
      .then(() => useKeptSummaryStore.setState({ keptId: result.id }))
      .catch(() => {
        // Storage blocked (private mode): the summary is still on the page.
      });
  }, [result, userId, subscribed]);
}

/**
 * A summary made on this computer while offline waits in the library, with its text, until the server
 * can be reached and it is sent once (library/pendingSync.ts).
 */
export function useQueueOfflineSummary(userId: string | null): void {
  const result = useDashboardStore((state) => state.result);
  const offline = useDashboardStore((state) => state.offline);
  useEffect(() => {
    if (!result || !offline || !userId) return;
    try {
      const pending = usePendingSummaries.getState();
      if (pending.entries.some((entry) => entry.id === result.id)) return;
      pending.add({
        id: result.id,
        userId,
        filename: result.filename,
        level: offline.level,
        text: offline.text,
        result,
        createdAt: new Date().toISOString(),
      });
    } catch {
      toast({
        title: 'Could not keep this summary',
        description: 'This computer refused to store it; copy or download it now.',
        variant: 'destructive',
      });
    }
  }, [result, offline, userId]);
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
