import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAuthUser, useRefreshAuthUser } from '../../auth/AuthContext.tsx';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import { SiteHeader } from '../../layout/SiteHeader.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { useDashboardStore } from './dashboardStore.ts';
import { toDashboardUser } from './dashboardUser.ts';
import { UpgradeDialog, XlCreditDialog } from './PurchasePrompts.tsx';
import { PurposeGrid } from './PurposeGrid.tsx';
import { RecentSummaries } from './RecentSummaries.tsx';
import { useRecentStore } from './recentStore.ts';
import { SummerStatus } from './SummerStatus.tsx';
import { SurveyModal } from './SurveyModal.tsx';
import { Uploader } from './Uploader.tsx';
import {
  useFirstUseSurvey,
  useKeepCurrentSummary,
  useLeaveSignal,
  useQueueOfflineSummary,
  useSessionExpiryRedirect,
} from './useDashboardEffects.ts';

/** The signed-in summarizer: uploader, status, recent summaries. Loaded on demand, never for visitors. */
export default function DashboardPage() {
  usePageMeta({ title: 'Dashboard', description: 'Summarize your documents.', path: '/', noindex: true });
  const auth = useAuthUser();
  const refreshUser = useRefreshAuthUser();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const loadRecent = useRecentStore((state) => state.load);
  const { xlPrompt, upgradePrompt, closePrompts } = useDashboardStore();
  const authUser = auth.status === 'signed-in' ? auth.user : null;
  const user = useMemo(
    () => (authUser ? toDashboardUser(authUser, config.freeSummaries) : null),
    [authUser, config.freeSummaries],
  );

  useEffect(() => {
    void loadRecent();
  }, [loadRecent]);
  const goTo = useCallback((path: string) => navigate(path), [navigate]);
  useSessionExpiryRedirect(goTo);
  useLeaveSignal();
  useKeepCurrentSummary(authUser ? String(authUser.id) : null, user?.subscribed ?? false);
  useQueueOfflineSummary(authUser ? String(authUser.id) : null);
  // Back from another tab (an upgrade, a purchase): the account as it is now, so a summary made before
  // subscribing can be kept.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUser();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refreshUser]);
  const onFinished = useCallback(() => {
    void refreshUser();
    void loadRecent();
  }, [refreshUser, loadRecent]);

  if (!user) return null;
  return (
    <DashboardBody user={user} onFinished={onFinished} supportEmail={config.supportEmail}>
      {xlPrompt && <XlCreditDialog prompt={xlPrompt} onClose={closePrompts} />}
      {upgradePrompt && <UpgradeDialog message={upgradePrompt.message} onClose={closePrompts} />}
    </DashboardBody>
  );
}

function DashboardBody({
  user,
  onFinished,
  supportEmail,
  children,
}: {
  user: ReturnType<typeof toDashboardUser>;
  onFinished(): void;
  supportEmail: string;
  children: ReactNode;
}) {
  useFirstUseSurvey(user);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-sky-50 to-white text-slate-900">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Summarize your documents</h1>
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-6">
            <Uploader user={user} onFinished={onFinished} />
            <PurposeGrid />
          </div>
          <div className="min-w-0 space-y-6">
            <SummerStatus user={user} />
            <RecentSummaries />
          </div>
        </div>
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-600">
        <a href={`mailto:${supportEmail}`} className="font-medium text-sky-800 underline">
          Contact Support
        </a>
      </footer>
      {children}
      <SurveyModal />
    </div>
  );
}
