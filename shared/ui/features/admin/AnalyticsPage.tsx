import { lazy, Suspense, useState } from 'react';
import type {
  AnalyticsTimeSeries,
  RealtimeAnalytics,
  WebsiteAnalytics,
} from '../../../api/adminAnalytics.ts';
import {
  ANALYTICS_RANGES,
  type AnalyticsRange,
  DEFAULT_ANALYTICS_RANGE,
  TIMINGS,
} from '../../../domain/index.ts';
import { PageShell } from '../../layout/PageShell.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import {
  AdminHeader,
  BackToAdmin,
  CardGrid,
  Cell,
  DataTable,
  formatCount,
  formatDateTime,
  LoadError,
  Loading,
  Panel,
  PercentBar,
  StatCard,
  type TabItem,
  Tabs,
} from './AdminParts.tsx';
import { AdminOnly } from './adminAccess.tsx';
import { adminCalls } from './adminCalls.ts';
import { ADMIN_TEXTS } from './adminTexts.ts';
import { useAdminData } from './useAdminData.ts';

/**
 * /analytics: the first-party website analytics (no cookies, no third party) for a range, with real-time
 * visitors read again every 30 seconds. Admins only; others go to /.
 */

const TrafficChart = lazy(() => import('./TrafficChart.tsx'));

const RANGE_LABELS: Record<AnalyticsRange, string> = {
  '1d': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

type TabKey = 'overview' | 'pages' | 'sources' | 'devices' | 'realtime';
const TABS: readonly TabItem<TabKey>[] = [
  { key: 'overview', label: 'Overview' },
  { key: 'pages', label: 'Pages' },
  { key: 'sources', label: 'Traffic Sources' },
  { key: 'devices', label: 'Devices' },
  { key: 'realtime', label: 'Real-time' },
];

const minutes = (seconds: number) => (seconds / 60).toFixed(1);
function duration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}

function Overview({
  figures,
  series,
}: {
  figures: WebsiteAnalytics;
  series: AnalyticsTimeSeries | undefined;
}) {
  const unit = series?.unit === 'hour' ? 'Hour' : 'Day';
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard
          label="Bounce Rate"
          value={`${figures.bounceRate.toFixed(1)}%`}
          hint="Sessions of one page"
        />
        <StatCard label="Average Session Duration" value={duration(figures.averageSessionDuration)} />
        <StatCard
          label="Pages per Session"
          value={figures.pagesPerSession.toFixed(1)}
          hint={`${formatCount(figures.sessions)} sessions`}
        />
      </div>
      <Panel title="Page Views and Visitors">
        {!series && <Loading />}
        {series && (
          <figure>
            <Suspense fallback={<Loading />}>
              <TrafficChart series={series} />
            </Suspense>
            <figcaption className="mt-2 flex gap-4 text-xs text-slate-600">
              <span>
                <span aria-hidden="true" className="mr-1 inline-block h-2 w-4 rounded bg-sky-700" />
                Page views
              </span>
              <span>
                <span aria-hidden="true" className="mr-1 inline-block h-2 w-4 rounded bg-amber-700" />
                Visitors
              </span>
            </figcaption>
            {/* Hidden from sight, not from screen readers (a table ignores sr-only's width itself). */}
            <div className="sr-only">
              <table>
                <caption>Page views, visitors and sessions per {unit.toLowerCase()}</caption>
                <thead>
                  <tr>
                    <th scope="col">{unit}</th>
                    <th scope="col">Page views</th>
                    <th scope="col">Visitors</th>
                    <th scope="col">Sessions</th>
                  </tr>
                </thead>
                <tbody>
                  {series.points.map((point) => (
                    <tr key={point.start}>
                      <th scope="row">{formatDateTime(point.start)}</th>
                      <td>{point.pageViews}</td>
                      <td>{point.visitors}</td>
                      <td>{point.sessions}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        )}
      </Panel>
    </>
  );
}

function PagesTable({ figures }: { figures: WebsiteAnalytics }) {
  return (
    <Panel title="Top Pages">
      <DataTable
        caption="Top pages"
        headers={['Page', 'Title', 'Views', 'Unique Views']}
        rowCount={figures.topPages.length}
        empty={ADMIN_TEXTS.noPageData}
      >
        {figures.topPages.map((page) => (
          <tr key={page.path}>
            <Cell className="font-mono text-xs">{page.path}</Cell>
            <Cell>{page.title || '—'}</Cell>
            <Cell numeric>{formatCount(page.views)}</Cell>
            <Cell numeric>{formatCount(page.uniqueViews)}</Cell>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}

function SourcesTable({ figures }: { figures: WebsiteAnalytics }) {
  return (
    <Panel title="Traffic Sources">
      <DataTable
        caption="Traffic sources"
        headers={['Source', 'Visitors', 'Percentage']}
        rowCount={figures.trafficSources.length}
        empty={ADMIN_TEXTS.noTrafficSources}
      >
        {figures.trafficSources.map((source) => (
          <tr key={source.source}>
            <Cell>{source.source}</Cell>
            <Cell numeric>{formatCount(source.visitors)}</Cell>
            <Cell>
              <PercentBar percent={source.percentage} />
            </Cell>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}

const DEVICE_NAMES = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' } as const;

function DevicesTable({ figures }: { figures: WebsiteAnalytics }) {
  return (
    <Panel title="Devices">
      <DataTable
        caption="Visitors by device"
        headers={['Device', 'Visitors', 'Percentage']}
        rowCount={figures.deviceTypes.length}
        empty={ADMIN_TEXTS.noDevices}
      >
        {figures.deviceTypes.map((device) => (
          <tr key={device.device}>
            <Cell>{DEVICE_NAMES[device.device]}</Cell>
            <Cell numeric>{formatCount(device.count)}</Cell>
            <Cell>
              <PercentBar percent={device.percentage} />
            </Cell>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}

function Realtime({ realtime }: { realtime: RealtimeAnalytics }) {
  const seconds = TIMINGS.realtimeRefresh / 1000;
  return (
    <>
      <p className="text-sm text-slate-600">
        Visitors active in the last 5 minutes. Refreshes automatically every {seconds} seconds.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Active Pages">
          <DataTable
            caption="Pages being viewed now"
            headers={['Page', 'Active Users']}
            rowCount={realtime.currentPageViews.length}
            empty={ADMIN_TEXTS.noActivePages}
          >
            {realtime.currentPageViews.map((page) => (
              <tr key={page.path}>
                <Cell className="font-mono text-xs">{page.path}</Cell>
                <Cell numeric>{formatCount(page.activeUsers)}</Cell>
              </tr>
            ))}
          </DataTable>
        </Panel>
        <Panel title="Recent Activity">
          <DataTable
            caption="Recent events"
            headers={['Event', 'Page', 'Time']}
            rowCount={realtime.recentEvents.length}
            empty={ADMIN_TEXTS.noRecentActivity}
          >
            {realtime.recentEvents.map((event) => (
              <tr key={`${event.timestamp}|${event.eventType}|${event.path}`}>
                <Cell>{event.eventType}</Cell>
                <Cell className="font-mono text-xs">{event.path}</Cell>
                <Cell>{new Date(event.timestamp).toLocaleTimeString('en-US')}</Cell>
              </tr>
            ))}
          </DataTable>
        </Panel>
      </div>
    </>
  );
}

function Analytics() {
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const [tab, setTab] = useState<TabKey>('overview');
  const website = useAdminData(() => adminCalls.website(range), range);
  const series = useAdminData(() => adminCalls.timeSeries(range), range);
  const realtime = useAdminData(() => adminCalls.realtime(), 'realtime', TIMINGS.realtimeRefresh);
  const figures = website.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <AdminHeader
        title="Website Analytics"
        subtitle="First-party and cookieless: no visitor is followed across days."
      >
        <label htmlFor="analytics-range" className="sr-only">
          Range
        </label>
        <select
          id="analytics-range"
          value={range}
          onChange={(event) => setRange(event.target.value as AnalyticsRange)}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200"
        >
          {(Object.keys(ANALYTICS_RANGES) as AnalyticsRange[]).map((key) => (
            <option key={key} value={key}>
              {RANGE_LABELS[key]}
            </option>
          ))}
        </select>
        <BackToAdmin />
      </AdminHeader>
      {website.error && (
        <div className="mt-6">
          <LoadError message={website.error} onRetry={website.reload} />
        </div>
      )}
      <CardGrid label="Key figures">
        <StatCard
          label="Active Visitors"
          value={realtime.data ? formatCount(realtime.data.activeVisitors) : '…'}
          hint="Last 5 minutes"
        />
        <StatCard label="Page Views" value={figures ? formatCount(figures.totalPageViews) : '…'} />
        <StatCard label="Unique Visitors" value={figures ? formatCount(figures.uniqueVisitors) : '…'} />
        <StatCard
          label="Avg. Session (minutes)"
          value={figures ? minutes(figures.averageSessionDuration) : '…'}
        />
      </CardGrid>
      <Tabs<TabKey> label="Analytics sections" tabs={TABS} current={tab} onChange={setTab}>
        {tab !== 'realtime' && !figures && <Loading />}
        {tab === 'overview' && figures && <Overview figures={figures} series={series.data} />}
        {tab === 'pages' && figures && <PagesTable figures={figures} />}
        {tab === 'sources' && figures && <SourcesTable figures={figures} />}
        {tab === 'devices' && figures && <DevicesTable figures={figures} />}
        {tab === 'realtime' && (realtime.data ? <Realtime realtime={realtime.data} /> : <Loading />)}
      </Tabs>
    </div>
  );
}

export default function AnalyticsPage() {
  usePageMeta({ title: 'Analytics', description: 'Website analytics.', path: '/analytics', noindex: true });
  return (
    <AdminOnly refusal={{ kind: 'redirect' }}>
      <PageShell>
        <Analytics />
      </PageShell>
    </AdminOnly>
  );
}
