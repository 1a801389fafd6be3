import { TIMINGS } from '../../../domain/index.ts';
import { PageShell } from '../../layout/PageShell.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import {
  AdminHeader,
  BackToAdmin,
  CardGrid,
  formatCount,
  formatDateTime,
  LoadError,
  Loading,
  Panel,
  StatCard,
} from './AdminParts.tsx';
import { AdminOnly } from './adminAccess.tsx';
import { adminCalls } from './adminCalls.ts';
import { ADMIN_TEXTS } from './adminTexts.ts';
import { useAdminData } from './useAdminData.ts';

/**
 * /signup-monitor: sign-ups today, this week and this month and the latest ones, in the operator's time
 * zone (TIME_ZONE), read again every 30 seconds.
 */

function Monitor() {
  const signups = useAdminData(() => adminCalls.recentSignups(), 'signups', TIMINGS.signupMonitorRefresh);
  const data = signups.data;
  const seconds = TIMINGS.signupMonitorRefresh / 1000;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <AdminHeader title="Signup Monitor" subtitle={`Refreshes automatically every ${seconds} seconds.`}>
        <BackToAdmin />
      </AdminHeader>
      {signups.error && (
        <div className="mt-6">
          <LoadError message={signups.error} onRetry={signups.reload} />
        </div>
      )}
      <CardGrid label="Sign-ups">
        <StatCard label="Today" value={data ? formatCount(data.today) : '…'} />
        <StatCard label="This Week" value={data ? formatCount(data.week) : '…'} hint="Since Monday" />
        <StatCard label="This Month" value={data ? formatCount(data.month) : '…'} />
      </CardGrid>
      <div className="mt-8">
        <Panel title="Recent Signups">
          {!data && signups.loading && <Loading />}
          {data && data.recent.length === 0 && (
            <p className="py-6 text-center text-slate-500">{ADMIN_TEXTS.noRecentSignups}</p>
          )}
          {data && data.recent.length > 0 && (
            <ul className="divide-y divide-slate-100">
              {data.recent.map((person) => {
                const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
                const shown = name || person.email;
                return (
                  <li key={`${person.email}-${person.created_at}`} className="flex items-center gap-3 py-3">
                    <span
                      aria-hidden="true"
                      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sky-100 font-bold text-sky-800"
                    >
                      {shown.charAt(0).toUpperCase()}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-slate-900">{shown}</p>
                      <p className="truncate text-sm text-slate-600">{person.email}</p>
                    </div>
                    <p className="shrink-0 text-right text-sm text-slate-600">
                      {formatDateTime(person.created_at, data.timeZone)}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
          {data && <p className="mt-4 text-xs text-slate-500">Times in {data.timeZone}.</p>}
        </Panel>
      </div>
    </div>
  );
}

export default function SignupMonitorPage() {
  usePageMeta({
    title: 'Signup Monitor',
    description: 'Sign-ups as they happen.',
    path: '/signup-monitor',
    noindex: true,
  });
  return (
    <AdminOnly refusal={{ kind: 'denied', message: ADMIN_TEXTS.signupMonitorDenied }} signInOn401>
      <PageShell>
        <Monitor />
      </PageShell>
    </AdminOnly>
  );
}
