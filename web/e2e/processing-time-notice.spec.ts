import type { Page } from '@playwright/test';
import { arrange, expect, test } from './accounts.ts';
import { longText } from './documentFixtures.ts';
import { openDashboard } from './navigation.ts';
import { chooseFile, screenshotFor, seriousViolations } from './pageChecks.ts';

/** Every upload the page sends, to prove a cancelled notice sent nothing. */
function recordUploads(page: Page): string[] {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/upload') {
      uploads.push(request.url());
    }
  });
  return uploads;
}

/** An account with one XL credit of the 100K-500K tier, and a 1.3 MB file that needs it. */
async function longDocumentReady(page: Page, email: string) {
  await arrange((database) => database.setBalance(email, { ultra_large_500k_credits: 1 }));
  await openDashboard(page);
  // About 1.3 MB: estimated at 260,000+ words from its size, the 100K-500K tier.
  await chooseFile(page, 'archive.txt', 'text/plain', Buffer.from(longText(200_000)));
  await expect(page.getByTestId('cost-estimate')).toContainText('Uses 1 XL credit (100K-500K words)');
}

test('a long document asks first with the processing-time notice, operable by keyboard', async ({
  page,
  account,
}) => {
  const uploads = recordUploads(page);
  await longDocumentReady(page, account);
  const summarize = page.getByRole('button', { name: 'Summarize Document' });
  await summarize.click();

  const notice = page.getByRole('dialog', { name: 'Processing Time Notice' });
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('notice-time')).toHaveText('15-25 minutes');
  await expect(notice.getByTestId('notice-words')).toHaveText(/^2\d{2},\d{3}$/);
  await expect(notice).toContainText('1 XL credit (100K-500K words)');
  await expect(notice).toContainText('archive.txt');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotFor(page, 'notice-desktop', false);

  // Focus starts inside and Tab keeps it there, both ways.
  await expect(notice.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press('Tab');
    expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Escape goes back to the chosen file, with focus on the button that opened the notice.
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(summarize).toBeFocused();
  await expect(page.getByTestId('selected-file')).toContainText('archive.txt');

  // Cancel does the same.
  await page.keyboard.press('Enter');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Cancel' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('selected-file')).toContainText('archive.txt');
  expect(uploads).toEqual([]);

  // Starting it (by keyboard) sends the document and follows its progress.
  await summarize.click();
  await notice.getByRole('button', { name: 'Start Summarizing' }).focus();
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/upload',
  );
  await page.keyboard.press('Enter');
  await sent;
  await expect(notice).toBeHidden();
  await expect(page.getByRole('progressbar', { name: 'Summarizing' })).toBeVisible();
  expect(uploads).toHaveLength(1);
});

test('the processing-time notice fits a phone screen', async ({ page, account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await longDocumentReady(page, account);
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  const notice = page.getByRole('dialog', { name: 'Processing Time Notice' });
  await expect(notice).toBeVisible();
  const box = await notice.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expect(notice.getByRole('button', { name: 'Start Summarizing' })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotFor(page, 'notice-phone', false);
});

test('a regular document starts at once, without the notice', async ({ signedInPage: page }) => {
  await chooseFile(page, 'short.txt', 'text/plain', Buffer.from(longText(800)));
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  await expect(page.getByRole('heading', { name: 'Your Summary' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('dialog', { name: 'Processing Time Notice' })).toBeHidden();
});
