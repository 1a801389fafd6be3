import { expect, test } from '@playwright/test';
import { screenshotsAtTwoWidths, seedAnalytics, signedInAs, uniqueTag } from './adminFixtures.ts';
import { gotoLive } from './navigation.ts';
import { seriousViolations } from './pageChecks.ts';

/** /analytics: the first-party website analytics, as an admin reads them. */

test('an admin reads views, visitors, sessions, pages, sources, devices and real time, with a chart', async ({
  page,
  baseURL,
}) => {
  const path = `/guide/${uniqueTag('analytics')}`;
  await seedAnalytics(path);
  await signedInAs(page, baseURL ?? '', 'admin');
  await gotoLive(page, '/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Website Analytics' })).toBeVisible();
  await expect(page).toHaveTitle('Analytics | Summer');
  const range = page.getByLabel('Range');
  await expect(range).toHaveValue('7d');
  await expect(range.getByRole('option')).toHaveText([
    'Last 24 hours',
    'Last 7 days',
    'Last 30 days',
    'Last 90 days',
  ]);
  for (const card of ['Active Visitors', 'Page Views', 'Unique Visitors', 'Avg. Session (minutes)']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('tablist', { name: 'Analytics sections' }).getByRole('tab')).toHaveText([
    'Overview',
    'Pages',
    'Traffic Sources',
    'Devices',
    'Real-time',
  ]);

  // Overview: the session figures and a real chart, whose numbers screen readers get as a table.
  await expect(page.getByText('Bounce Rate', { exact: true })).toBeVisible();
  await expect(page.getByText('Average Session Duration', { exact: true })).toBeVisible();
  await expect(page.getByText('Pages per Session', { exact: true })).toBeVisible();
  await expect(page.locator('figure canvas')).toBeVisible();
  const chartTable = page.getByRole('table', { name: 'Page views, visitors and sessions per day' });
  await expect(chartTable.getByRole('row')).toHaveCount(8);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtTwoWidths(page, 'analytics-overview');

  await page.getByRole('tab', { name: 'Pages' }).click();
  const pages = page.getByRole('table', { name: 'Top pages' });
  await expect(pages.getByRole('columnheader')).toHaveText(['Page', 'Title', 'Views', 'Unique Views']);
  // Two visitors viewed the seeded page once each.
  const seeded = pages.getByRole('row').filter({ hasText: path }).getByRole('cell');
  await expect(seeded).toHaveText([path, 'Pricing | Summer', '2', '2']);

  await page.getByRole('tab', { name: 'Traffic Sources' }).click();
  const sources = page.getByRole('table', { name: 'Traffic sources' });
  await expect(sources.getByRole('columnheader')).toHaveText(['Source', 'Visitors', 'Percentage']);
  await expect(sources.getByRole('row').filter({ hasText: 'Search' })).toBeVisible();

  await page.getByRole('tab', { name: 'Devices' }).click();
  const devices = page.getByRole('table', { name: 'Visitors by device' });
  await expect(devices.getByRole('row').filter({ hasText: 'Mobile' })).toBeVisible();
  await expect(devices.getByRole('row').filter({ hasText: 'Desktop' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Real-time' }).click();
  await expect(page.getByText('Refreshes automatically every 30 seconds.')).toBeVisible();
  const active = page.getByRole('table', { name: 'Pages being viewed now' });
  await expect(active.getByRole('row').filter({ hasText: path })).toContainText('1');
  const recent = page.getByRole('table', { name: 'Recent events' });
  await expect(
    recent.getByRole('row').filter({ hasText: 'cta_click' }).filter({ hasText: path }),
  ).toBeVisible();
  await screenshotsAtTwoWidths(page, 'analytics-realtime');

  // Another range asks the server again; the last 24 hours come by the hour.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await range.selectOption('1d');
  await expect(
    page.getByRole('table', { name: 'Page views, visitors and sessions per hour' }),
  ).toBeAttached();
  await page.getByRole('link', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('realtime visitors are read again every 30 seconds', async ({ page, baseURL }) => {
  await page.clock.install();
  await signedInAs(page, baseURL ?? '', 'admin');
  await gotoLive(page, '/analytics');
  await page.getByRole('tab', { name: 'Real-time' }).click();
  const active = page.getByRole('table', { name: 'Pages being viewed now' });
  const path = `/later/${uniqueTag('live')}`;
  await expect(active).toBeVisible();
  await expect(active.getByRole('row').filter({ hasText: path })).toHaveCount(0);
  await seedAnalytics(path);
  await page.clock.runFor(30_000);
  await expect(active.getByRole('row').filter({ hasText: path })).toBeVisible();
});
