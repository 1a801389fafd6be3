import { Cell, DataTable, formatCount, formatDate, LoadError, Loading, Panel } from './AdminParts.tsx';
import { adminCalls } from './adminCalls.ts';
import { ADMIN_TEXTS } from './adminTexts.ts';
import { useAdminData } from './useAdminData.ts';

/** The dashboard's Pages, Revenue and Signups tabs (SPEC's columns). */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatDollars = (dollars: number) => usd.format(dollars);

/** Package types as an operator reads them. */
const PACKAGE_NAMES: Record<string, string> = {
  single: 'Single credit',
  bundle_5: 'Beach Pack (5)',
  bundle_10: 'Survey offer (10)',
  bundle_25: 'Power Pack (25)',
  ultra_100k: 'XL 100K',
  ultra_500k: 'XL 500K',
  ultra_1m: 'XL 1M',
  subscription_month: 'Endless Summer, monthly',
  subscription_year: 'Endless Summer, annual',
};

export function PagesTab() {
  const pages = useAdminData(() => adminCalls.pages(), 'pages');
  return (
    <Panel title="Most Viewed Pages (last 90 days)">
      {pages.error && <LoadError message={pages.error} onRetry={pages.reload} />}
      {!pages.data && pages.loading && <Loading />}
      {pages.data && (
        <DataTable
          caption="Most viewed pages"
          headers={['Path', 'Title', 'Views']}
          rowCount={pages.data.length}
          empty={ADMIN_TEXTS.noPageData}
        >
          {pages.data.map((page) => (
            <tr key={page.path}>
              <Cell className="font-mono text-xs">{page.path}</Cell>
              <Cell>{page.title || '—'}</Cell>
              <Cell numeric>{formatCount(page.views)}</Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}

export function RevenueTab() {
  const revenue = useAdminData(() => adminCalls.revenue(), 'revenue');
  if (revenue.error) return <LoadError message={revenue.error} onRetry={revenue.reload} />;
  if (!revenue.data) return <Loading />;
  const { revenueByType, monthlyRevenue } = revenue.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Revenue by Type">
        <DataTable
          caption="Revenue by type, US dollars, refunds subtracted"
          headers={['Type', 'Count', 'Total']}
          rowCount={revenueByType.length}
          empty="No revenue yet"
        >
          {revenueByType.map((row) => (
            <tr key={row.type}>
              <Cell>{PACKAGE_NAMES[row.type] ?? row.type}</Cell>
              <Cell numeric>{formatCount(row.count)}</Cell>
              <Cell numeric>{formatDollars(row.total)}</Cell>
            </tr>
          ))}
        </DataTable>
      </Panel>
      <Panel title="Monthly Revenue">
        <DataTable
          caption="Revenue by month, US dollars, refunds subtracted"
          headers={['Month', 'Transactions', 'Total']}
          rowCount={monthlyRevenue.length}
          empty="No revenue yet"
        >
          {monthlyRevenue.map((row) => (
            <tr key={row.month}>
              <Cell>{row.month}</Cell>
              <Cell numeric>{formatCount(row.count)}</Cell>
              <Cell numeric>{formatDollars(row.total)}</Cell>
            </tr>
          ))}
        </DataTable>
      </Panel>
    </div>
  );
}

export function SignupsTab({ recentSignups }: { recentSignups: { date: string; count: number }[] }) {
  const newestFirst = [...recentSignups].reverse();
  return (
    <Panel title="Signups (last 30 days)">
      <DataTable
        caption="Sign-ups per day, last 30 days"
        headers={['Date', 'Signups']}
        rowCount={newestFirst.length}
      >
        {newestFirst.map((day) => (
          <tr key={day.date}>
            {/* The date is a calendar day (UTC), shown as it is. */}
            <Cell>{formatDate(`${day.date}T12:00:00Z`, 'UTC')}</Cell>
            <Cell numeric>{formatCount(day.count)}</Cell>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}
