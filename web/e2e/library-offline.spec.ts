import type { Page } from '@playwright/test';
import { expect, newAccount, PASSWORD, post, resend, subscribe, test } from './accounts.ts';
import { words } from './documentFixtures.ts';
import { gotoLive, signOutWithHeader } from './navigation.ts';

test('offline, the library stays readable with a badge; back online the badge goes and a change made offline syncs', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  const context = await browser.newContext({ baseURL });
  const email = await newAccount(context.request, baseURL, 'offline');
  await subscribe(email);
  const kept = (await post(context.request, baseURL, '/api/upload-text', {
    text: words('harbour'),
    filename: 'harbour plan.txt',
  })) as { id: string };
  const doomed = (await post(context.request, baseURL, '/api/upload-text', {
    text: words('budget'),
    filename: 'old budget.txt',
  })) as { id: string };

  const page = await context.newPage();
  await gotoLive(page, '/library');
  await expect(page.getByRole('button', { name: /harbour plan\.txt/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /old budget\.txt/ })).toBeVisible();
  const badge = page.getByRole('status').filter({ hasText: 'Offline' });
  await expect(badge).toHaveCount(0);

  await context.setOffline(true);
  await expect(badge).toHaveText('Offline: showing the summaries on this device');
  // Readable offline: the summary opens, with the passage each sentence came from.
  await page.getByRole('button', { name: /harbour plan\.txt/ }).click();
  const article = page.getByRole('article', { name: 'harbour plan.txt' });
  await expect(article.getByText(/harbour\d+/).first()).toBeVisible();
  const sentence = article.locator('[data-source-sentence]').first();
  await sentence.hover();
  await expect(article.getByTestId('source-passage')).toContainText(
    (await sentence.innerText()).slice(0, 20),
  );
  await article.getByRole('button', { name: 'Close' }).click();

  // A change made offline: it applies on this device at once and waits for the server.
  await page.getByRole('button', { name: /old budget\.txt/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: /old budget\.txt/ })).toHaveCount(0);
  await expect(badge).toBeVisible();
  expect((await context.request.get(`/api/documents/${doomed.id}`, resend)).status()).toBe(200);

  await context.setOffline(false);
  await expect(badge).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await context.request.get(`/api/documents/${doomed.id}`, resend)).status(), {
      timeout: 20_000,
    })
    .toBe(404);
  expect((await context.request.get(`/api/documents/${kept.id}`, resend)).status()).toBe(200);
  await context.close();
});

async function summarizeOnDashboard(page: Page, name: string, text: string) {
  await page.getByTestId('dashboard-file-input').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  await expect(page.getByRole('heading', { name: 'Your Summary' })).toBeVisible({ timeout: 60_000 });
  // The page says once the device has kept it (leaving before that would lose it).
  await expect(page.getByTestId('kept-on-device')).toContainText('this device keeps it in your Library');
}

test('without a subscription, this device keeps only the current summary, until the next one or sign-out', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL is not configured');
  const context = await browser.newContext({ baseURL });
  const email = await newAccount(context.request, baseURL, 'current');
  const page = await context.newPage();

  await gotoLive(page, '/');
  await summarizeOnDashboard(page, 'first memo.txt', words('memo'));
  // Leaving the dashboard ends the summary on the server; this device still has it in the library.
  await gotoLive(page, '/library');
  const first = page.getByRole('button', { name: /first memo\.txt/ });
  await expect(first).toBeVisible();
  await expect(first).toContainText('On this device until your next summary or sign-out');
  await expect(page.getByText('Your library on every device is part of Endless Summer.')).toBeVisible();
  await first.click();
  await expect(
    page
      .getByRole('article', { name: 'first memo.txt' })
      .getByText(/memo\d+/)
      .first(),
  ).toBeVisible();
  // The server forgets it once the leave signal (a beacon) has arrived; on a loaded machine that can
  // take longer than the default 10 s poll.
  await expect
    .poll(async () => (await (await context.request.get('/api/documents', resend)).json()) as unknown[], {
      timeout: 30_000,
    })
    .toEqual([]);

  // The next summary replaces it.
  await gotoLive(page, '/');
  await summarizeOnDashboard(page, 'second memo.txt', words('note'));
  await gotoLive(page, '/library');
  await expect(page.getByRole('button', { name: /second memo\.txt/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /first memo\.txt/ })).toHaveCount(0);

  // Signing out forgets it: signed in again, the library is empty.
  await signOutWithHeader(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('summer-current-summary-owner')), {
      timeout: 15_000,
    })
    .toBeNull();
  await post(context.request, baseURL, '/api/login', { email, password: PASSWORD });
  await gotoLive(page, '/library');
  await expect(page.getByText('No summaries on this device')).toBeVisible();
  await context.close();
});
