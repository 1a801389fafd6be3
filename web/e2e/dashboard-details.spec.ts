import type { Page } from '@playwright/test';
import { expect, newAccount, PASSWORD, post, resend, subscribe, test } from './accounts.ts';
import { reportText } from './documentFixtures.ts';
import { gotoLive, openDashboard } from './navigation.ts';
import { chooseFile, screenshotFor } from './pageChecks.ts';

/** Summarizes a small text file on the dashboard; answers the new document's id. */
async function summarize(page: Page, filename: string, text = reportText()): Promise<string> {
  await chooseFile(page, filename, 'text/plain', Buffer.from(text));
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/upload' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  const upload = await answered;
  await expect(page.getByRole('heading', { name: 'Your Summary' })).toBeVisible({ timeout: 60_000 });
  return ((await upload.json()) as { id: string }).id;
}

test('a Recent Summaries entry opens its summary over the dashboard, with its sources and downloads', async ({
  page,
  baseURL,
  account: email,
}) => {
  await subscribe(email);
  await post(page.request, baseURL!, '/api/upload-text', {
    text: reportText(),
    filename: 'Harbour plan.txt',
    compressionLevel: 2,
  });
  await openDashboard(page);
  const recent = page.getByTestId('recent-summaries');
  await recent.getByRole('button', { name: /Harbour plan\.txt/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Harbour plan.txt' });
  await expect(dialog.getByTestId('summary-text')).toContainText(/council approved/);
  const sentence = dialog.locator('[data-source-sentence]').first();
  await sentence.click();
  await expect(dialog.getByTestId('source-passage')).toContainText((await sentence.innerText()).slice(0, 25));
  await expect(dialog.getByRole('button', { name: 'Word (.docx)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(recent.getByRole('button', { name: /Harbour plan\.txt/ })).toBeFocused();
});

test("the Save dialog's Upgrade opens in a new tab and the summary stays until the user leaves; once subscribed it can be kept", async ({
  page,
  account: email,
}) => {
  await openDashboard(page);
  const id = await summarize(page, 'lease.txt');
  await page.getByRole('button', { name: 'Save / Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Your Summary' });
  const opening = page.context().waitForEvent('page');
  await dialog.getByRole('link', { name: /Upgrade/ }).click();
  const pricing = await opening;
  await expect(pricing).toHaveURL(/\/pricing$/);

  // This tab still shows the summary and the server still has it.
  await expect(page.getByRole('heading', { name: 'Your Summary', exact: true })).toBeVisible();
  expect((await page.request.get(`/api/documents/${id}`, resend)).status()).toBe(200);

  // Subscribed in the other tab, back here: the summary can be kept now.
  await subscribe(email);
  await pricing.close();
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('account-badge')).toHaveText('Endless Summer');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save / Download' }).click();
  await dialog.getByRole('radio', { name: 'Save permanently to my account' }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await gotoLive(page, '/pricing');
  const kept = (await (await page.request.get(`/api/documents/${id}`, resend)).json()) as {
    retention: string;
  };
  expect(kept.retention).toBe('retain');
});

test('on a phone a sentence shows its passage right under its paragraph, covering nothing', async ({
  page,
  account: _signedIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  await summarize(page, 'transport-plan.txt');
  const sentence = page.locator('[data-source-sentence]').nth(4);
  await sentence.scrollIntoViewIfNeeded();
  await sentence.click();
  const passage = page.getByTestId('source-passage');
  await expect(passage).toContainText((await sentence.innerText()).slice(0, 25));
  const box = page.getByRole('note', { name: 'Source passage' });
  // In the flow of the text: nothing of the summary lies under it, and nothing is left empty.
  expect(await box.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  const block = sentence.locator('xpath=ancestor::*[self::p or self::li][1]');
  const blockBox = (await block.boundingBox())!;
  const passageBox = (await box.boundingBox())!;
  expect(passageBox.y).toBeGreaterThanOrEqual(blockBox.y + blockBox.height - 1);
  expect(passageBox.y - (blockBox.y + blockBox.height)).toBeLessThan(40);
  // No paragraph or list item of the summary lies under it (the one holding it, a list item, aside).
  const overlaps = await box.evaluate((note) => {
    const area = note.getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="summary-text"] p, [data-testid="summary-text"] li')]
      .filter((element) => !note.contains(element) && !element.contains(note))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top < area.bottom - 1 && rect.bottom > area.top + 1;
      }).length;
  });
  expect(overlaps).toBe(0);
  await box.scrollIntoViewIfNeeded();
  await screenshotFor(page, 'phone-source-passage', false);
});

test('a non-subscriber opening the library in a second browser is told why it is empty', async ({
  browser,
  baseURL,
}) => {
  const laptop = await browser.newContext({ baseURL });
  const email = await newAccount(laptop.request, baseURL!, 'second');
  const laptopPage = await laptop.newPage();
  await openDashboard(laptopPage);
  await summarize(laptopPage, 'memo.txt');

  const phone = await browser.newContext({ baseURL });
  await post(phone.request, baseURL!, '/api/login', { email, password: PASSWORD });
  const phonePage = await phone.newPage();
  const refused: string[] = [];
  phonePage.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await gotoLive(phonePage, '/library');
  const empty = phonePage.getByTestId('library-empty');
  await expect(empty).toContainText('No summaries on this device');
  await expect(empty).toContainText('Summaries made on another device or browser do not show here.');
  await expect(empty.getByRole('link', { name: 'Subscribe to Endless Summer' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  // The library never asked the server for a replication it would refuse.
  expect(refused).toEqual([]);
  await laptop.close();
  await phone.close();
});
