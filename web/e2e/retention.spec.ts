import type { Page } from '@playwright/test';
import { expect, resend, subscribe, test } from './accounts.ts';
import { reportText } from './documentFixtures.ts';
import { gotoLive } from './navigation.ts';
import { chooseFile, screenshotFor } from './pageChecks.ts';

/** Summarizes a small text file on the dashboard; answers the new document's id. */
async function summarize(page: Page, filename: string): Promise<string> {
  await chooseFile(page, filename, 'text/plain', Buffer.from(reportText()));
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/upload' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  const upload = await answered;
  expect(upload.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your Summary' })).toBeVisible({ timeout: 60_000 });
  return ((await upload.json()) as { id: string }).id;
}

/** Opens Save / Download, picks keep or delete, confirms; answers the toast's text. */
async function chooseRetention(
  page: Page,
  option: 'Save permanently to my account' | 'Delete it after I leave this page',
) {
  await page.getByRole('button', { name: 'Save / Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Your Summary' });
  await expect(dialog.getByRole('radio', { name: 'Save permanently to my account' })).toBeChecked();
  await dialog.getByRole('radio', { name: option }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  return page.getByTestId('toast');
}

async function documentOnServer(page: Page, id: string) {
  const response = await page.request.get(`/api/documents/${id}`, resend);
  return response.status() === 200
    ? ((await response.json()) as { retention: string; expiresAt: string | null })
    : response.status();
}

test('a subscriber keeps one summary and lets another go: kept stays in Recent Summaries and the library, the other is gone after leaving', async ({
  page,
  account: email,
}) => {
  test.setTimeout(120_000);
  await subscribe(email);
  await gotoLive(page, '/');
  await expect(page.getByRole('banner').getByText('Endless Summer', { exact: true })).toBeVisible();

  // Keep.
  const keptId = await summarize(page, 'board-minutes.txt');
  const keptToast = await chooseRetention(page, 'Save permanently to my account');
  await expect(keptToast).toContainText('Summary saved permanently to your account');
  await expect(page.getByTestId('retention-note')).toContainText('Saved to your account');
  expect(await documentOnServer(page, keptId)).toMatchObject({ retention: 'retain', expiresAt: null });
  await screenshotFor(page, 'summary-subscriber-kept');

  // Let go: the page says it ends with the visit, the server still has it until then.
  await page.getByRole('button', { name: 'Process Another Document' }).click();
  const droppedId = await summarize(page, 'draft-notes.txt');
  const droppedToast = await chooseRetention(page, 'Delete it after I leave this page');
  await expect(droppedToast).toContainText('Summary will be deleted after leaving this page');
  await expect(page.getByTestId('retention-note')).toContainText(
    'This summary is deleted when you leave this page.',
  );
  expect(await documentOnServer(page, droppedId)).toMatchObject({ retention: 'delete' });

  // Leave the page by a link in the app.
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => documentOnServer(page, droppedId)).toBe(404);
  expect(await documentOnServer(page, keptId)).toMatchObject({ retention: 'retain' });

  // What the user sees when they come back.
  await gotoLive(page, '/');
  const recent = page.getByTestId('recent-summaries');
  await expect(recent).toContainText('board-minutes.txt');
  await expect(recent).not.toContainText('draft-notes.txt');
  await gotoLive(page, '/library');
  await expect(page.getByRole('button', { name: /board-minutes\.txt/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /draft-notes\.txt/ })).toBeHidden();
});

test.describe('a tab closed after letting a summary go', () => {
  // Chromium sends the leave beacon while it tears the tab down; on a loaded CI machine one run in many
  // never saw it arrive within 30 s, the choice already on the server. One more try, with a fresh
  // account, tells that apart from a beacon that is never sent, which fails both.
  test.describe.configure({ retries: 1 });

  test("a subscriber's summary let go is deleted when the tab closes", async ({
    page,
    context,
    account: email,
  }) => {
    test.setTimeout(120_000);
    await subscribe(email);
    await gotoLive(page, '/');
    const droppedId = await summarize(page, 'scratch.txt');
    const confirmed = await chooseRetention(page, 'Delete it after I leave this page');
    // Once the server has the choice (a tab closed before that keeps the summary until its hour ends).
    await expect(confirmed).toContainText('Summary will be deleted after leaving this page');
    await page.close({ runBeforeUnload: true });

    const other = await context.newPage();
    // The leave beacon travels after the tab is gone; on a loaded machine it can take longer than 10 s.
    await expect.poll(() => documentOnServer(other, droppedId), { timeout: 30_000 }).toBe(404);
  });
});

test('the keep/delete choice is answered Unauthorized when the session ended, then sign in', async ({
  page,
  context,
  account: email,
}) => {
  test.setTimeout(90_000);
  await subscribe(email);
  await gotoLive(page, '/');
  await summarize(page, 'memo.txt');
  await context.clearCookies();
  const toast = await chooseRetention(page, 'Save permanently to my account');
  await expect(toast).toContainText('Unauthorized');
  await expect(toast).toContainText('You are logged out. Logging in again...');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Failed to update retention settings')).toBeHidden();
});
