import type { BrowserContext, Page } from '@playwright/test';
import { expect, newAccount, post, subscribe, test } from './accounts.ts';
import { words } from './documentFixtures.ts';
import { gotoLive, signOutWithHeader } from './navigation.ts';

/** Resolves once the offline worker controls the page (installed, its shell cached, activated). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
}

async function setOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

test('a subscriber who visited once opens the library and a summary with no connection, and online gets fresh pages', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const email = await newAccount(context.request, baseURL, 'sw');
  await subscribe(email);
  await post(context.request, baseURL, '/api/upload-text', {
    text: words('lighthouse'),
    filename: 'lighthouse.txt',
  });

  const page = await context.newPage();
  await gotoLive(page, '/library');
  const summary = page.getByRole('button', { name: /lighthouse\.txt/ });
  await expect(summary).toBeVisible();
  await waitForServiceWorker(page);
  const badge = page.getByRole('status').filter({ hasText: 'Offline' });

  // No connection: a reload (the browser asks for the page again) still opens the library.
  await setOffline(context, true);
  const offlineResponse = await page.reload();
  expect(offlineResponse?.fromServiceWorker()).toBe(true);
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await expect(badge).toHaveText('Offline: showing the summaries on this device');
  await summary.click();
  const article = page.getByRole('article', { name: 'lighthouse.txt' });
  await expect(article.getByText(/lighthouse\d+/).first()).toBeVisible();

  // A new visit in another tab, still offline.
  const second = await context.newPage();
  await second.goto('/library');
  await expect(second.getByRole('button', { name: /lighthouse\.txt/ })).toBeVisible({ timeout: 20_000 });
  await second.close();

  // Pages other than the library are not kept: offline they fail as without a worker.
  const other = await context.newPage();
  await expect(other.goto('/pricing')).rejects.toThrow();
  await other.close();

  // Back online, a reload gets the server's page, not the copy kept for offline use: its Date
  // header is newer than the kept copy's (the clock first moves on to the next second).
  const keptAt = Date.parse(offlineResponse?.headers().date ?? '');
  expect(keptAt).not.toBeNaN();
  await setOffline(context, false);
  await expect.poll(() => Date.now(), { timeout: 5_000 }).toBeGreaterThan(keptAt + 1_000);
  const onlineResponse = await page.reload();
  expect(Date.parse(onlineResponse?.headers().date ?? '')).toBeGreaterThan(keptAt);
  await expect(summary).toBeVisible();
  await expect(badge).toHaveCount(0, { timeout: 20_000 });

  // After signing out, the landing page, online and offline: the device forgets whose library it was.
  await signOutWithHeader(page);
  await gotoLive(page, '/library');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Summarize any document');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('summer-signed-in-account')), { timeout: 15_000 })
    .toBeNull();

  // Signed out, the device no longer opens that account's library offline.
  await setOffline(context, true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Summarize any document');
  await expect(page.getByRole('button', { name: /lighthouse\.txt/ })).toHaveCount(0);
  await context.close();
});

test('visitors download no offline shell: the worker is registered only for signed-in users', async ({
  page,
}) => {
  await gotoLive(page, '/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
