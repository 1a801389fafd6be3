import { useState } from 'react';
import { Link } from 'react-router';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { PageShell } from '../../layout/PageShell.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { PromotionalEmailsPanel } from '../email/PromotionalEmailsPanel.tsx';
import {
  AdminHeader,
  CardGrid,
  formatCount,
  LoadError,
  StatCard,
  type TabItem,
  Tabs,
} from './AdminParts.tsx';
import { AuditTab } from './AuditTab.tsx';
import { AdminOnly } from './adminAccess.tsx';
import { adminCalls } from './adminCalls.ts';
import { formatDollars, PagesTab, RevenueTab, SignupsTab } from './OverviewTabs.tsx';
import { SurveysTab } from './SurveysTab.tsx';
import { UsersTab } from './UsersTab.tsx';
import { useAdminData } from './useAdminData.ts';

/** /admin: the operator's dashboard (SPEC section 2, Admin screens), for admins; others go to /. */

type TabKey = 'users' | 'pages' | 'revenue' | 'signups' | 'emails' | 'surveys' | 'audit';
const TABS: readonly TabItem<TabKey>[] = [
  { key: 'users', label: 'Users' },
  { key: 'pages', label: 'Pages' },
  { key: 'revenue', label: 'Revenue' },
  { key: 'signups', label: 'Signups' },
  { key: 'emails', label: 'Emails' },
  { key: 'surveys', label: 'Surveys' },
  { key: 'audit', label: 'Audit' },
];

const HEADER_LINKS = [
  { to: '/admin/surveys', label: 'Survey Responses' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/signup-monitor', label: 'Signup Monitor' },
  { to: '/', label: 'Back to App' },
] as const;

function Dashboard() {
  const auth = useAuthUser();
  const isOwner = auth.status === 'signed-in' && auth.user.isOwner;
  const [tab, setTab] = useState<TabKey>('users');
  const [version, setVersion] = useState(0);
  const summary = useAdminData(() => adminCalls.summary(), String(version));
  const figures = summary.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <AdminHeader title="Admin Dashboard" subtitle="Users, revenue, pages, signups, emails and surveys.">
        <nav aria-label="Admin" className="flex flex-wrap gap-2">
          {HEADER_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </AdminHeader>
      {summary.error && (
        <div className="mt-6">
          <LoadError message={summary.error} onRetry={summary.reload} />
        </div>
      )}
      <CardGrid label="Totals">
        <StatCard label="Total Users" value={figures ? formatCount(figures.totalUsers) : '…'} />
        <StatCard
          label="Active Subscriptions"
          value={figures ? formatCount(figures.activeSubscriptions) : '…'}
        />
        <StatCard label="Documents Processed" value={figures ? formatCount(figures.totalDocuments) : '…'} />
        <StatCard
          label="Total Revenue"
          value={figures ? formatDollars(figures.totalRevenue) : '…'}
          hint="USD, refunds subtracted"
        />
      </CardGrid>
      <Tabs<TabKey> label="Admin sections" tabs={TABS} current={tab} onChange={setTab}>
        {tab === 'users' && <UsersTab isOwner={isOwner} onChanged={() => setVersion((n) => n + 1)} />}
        {tab === 'pages' && <PagesTab />}
        {tab === 'revenue' && <RevenueTab />}
        {tab === 'signups' && <SignupsTab recentSignups={figures?.recentSignups ?? []} />}
        {tab === 'emails' && <PromotionalEmailsPanel />}
        {tab === 'surveys' && <SurveysTab />}
        {tab === 'audit' && <AuditTab />}
      </Tabs>
    </div>
  );
}

export default function AdminDashboardPage() {
  usePageMeta({
    title: 'Admin Dashboard',
    description: "The operator's dashboard.",
    path: '/admin',
    noindex: true,
  });
  return (
    <AdminOnly refusal={{ kind: 'redirect' }}>
      <PageShell>
        <Dashboard />
      </PageShell>
    </AdminOnly>
  );
}
