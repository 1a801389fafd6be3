import type { Browser, Page } from '@playwright/test';
import { arrange, expect, newAccount, test } from './accounts.ts';
import { latestMailTo } from './mailbox.ts';
import { gotoLive } from './navigation.ts';

/**
 * The admin's email screen and the way out of marketing mail, in Chromium, with mail delivered over SMTP
 * to the test mailbox: compose to a chosen user (SPEC's toasts and confirm), the promotional panel, and
 * the unsubscribe link of a promotional mail, followed signed out and seen again on /my-account.
 */

async function signedInAs(browser: Browser, baseURL: string, prefix: string, admin = false) {
  const context = await browser.newContext();
  const email = await newAccount(context.request, baseURL, prefix);
  if (admin)
    await arrange((database) =>
      database.db
        .updateTable('users')
        .set({ is_admin: 1 })
        .where('email', '=', email)
        .execute()
        .then(() => undefined),
    );
  const page = await context.newPage();
  return { email, page, context };
}

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

test('an admin mails a chosen user from /email-management', async ({ browser, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  const reader = await signedInAs(browser, baseURL, 'email-reader');
  const admin = await signedInAs(browser, baseURL, 'email-admin', true);
  const { page } = admin;
  await gotoLive(page, '/email-management');
  await expect(page.getByRole('heading', { name: 'Email Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /User List \(\d+\)/ })).toBeVisible();

  await page.getByLabel('Search users').fill(reader.email);
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('1 selected');
  await expect(page.getByRole('button', { name: 'Deselect All' })).toBeVisible();

  await page.getByRole('tab', { name: 'Compose Email' }).click();
  await expect(page.getByTestId('recipients')).toContainText(reader.email);
  // SPEC's validation: subject and content are both needed.
  await page.getByRole('button', { name: 'Send Email to 1 Recipient' }).click();
  await expect(page.getByText('Please provide both subject and content')).toBeVisible();

  await page.getByLabel('Subject').fill('Summer news');
  await page
    .getByLabel('Content', { exact: true })
    .fill('<p>Hello <strong>reader</strong></p><script>alert(1)</script>');
  await page.getByLabel('Content is HTML formatted').check();
  await page.getByRole('button', { name: 'Send Email to 1 Recipient' }).click();
  await confirmDialog(page, 'Send');
  await expect(page.getByText('Email Sent Successfully')).toBeVisible();
  await expect(page.getByText('Sent to 1 recipients. 0 failed.')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByTestId('recipients')).toHaveText('none selected');

  const mail = await latestMailTo(reader.email);
  expect(mail.subject).toBe('Summer news');
  expect(String(mail.html)).toContain('<strong>reader</strong>');
  expect(String(mail.html)).not.toContain('<script');
  expect(String(mail.text)).toContain('Hello reader');

  // Someone who is not an admin is told so.
  await gotoLive(reader.page, '/email-management');
  await expect(reader.page.getByText('Admin access required.')).toBeVisible();
  await Promise.all([reader.context.close(), admin.context.close()]);
});

test('a promotional mail is sent from the panel, and its unsubscribe link works signed out', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  const due = await signedInAs(browser, baseURL, 'promo-due');
  await arrange(async (database) => {
    await database.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 5 * 86_400_000).toISOString() })
      .where('email', '=', due.email)
      .execute();
  });
  const admin = await signedInAs(browser, baseURL, 'promo-admin', true);
  const { page } = admin;
  await gotoLive(page, '/email-management');
  await expect(page.getByTestId('promotional-info')).toContainText('50% discount code');
  await page.getByRole('button', { name: 'Schedule Promotional Emails' }).click();
  await confirmDialog(page, 'Schedule Promotional Emails');
  await expect(page.getByText('Promotional Emails Scheduled')).toBeVisible();
  await page.getByRole('button', { name: 'Send Pending Emails' }).click();
  await confirmDialog(page, 'Send Pending Emails');
  await expect(page.getByText('Promotional Emails Sent')).toBeVisible();

  const mail = await latestMailTo(due.email);
  expect(mail.subject).toBe('50% off Summer, just for you');
  const link = /https?:\/\/\S+\/unsubscribe\?token=[\w.-]+/.exec(String(mail.text))?.[0];
  expect(link, String(mail.text)).toBeDefined();
  const url = new URL(String(link));

  // Signed out, in another browser.
  const stranger = await browser.newContext();
  const outside = await stranger.newPage();
  await gotoLive(outside, url.pathname + url.search);
  await expect(outside.getByTestId('marketing-choice')).toContainText('receives offers');
  await outside.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(outside.getByTestId('marketing-choice')).toContainText('is unsubscribed');

  // The account page shows the choice, and changes it back.
  await gotoLive(due.page, '/my-account');
  const choice = due.page.getByLabel('Send me offers and discounts by email');
  await expect(choice).not.toBeChecked();
  await choice.check();
  await expect(choice).toBeChecked();
  await gotoLive(outside, url.pathname + url.search);
  await expect(outside.getByTestId('marketing-choice')).toContainText('receives offers');
  await Promise.all([stranger.close(), due.context.close(), admin.context.close()]);
});
