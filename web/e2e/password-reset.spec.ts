import { expect, newAccount, PASSWORD, resend, test } from './accounts.ts';
import { latestMailTo } from './mailbox.ts';
import { gotoLive } from './navigation.ts';

/**
 * Password reset as a person does it: 'Forgot password?' on the sign-in page, the mail that arrives over
 * SMTP, its link, a new password; the browser signed in before is signed out, and the link works once.
 */
test('a forgotten password is reset from the mailed link, and other sessions end', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  // Another browser, signed in with the old password.
  const other = await browser.newContext();
  const email = await newAccount(other.request, baseURL, 'forgetful');
  expect((await other.request.get('/api/auth/user', resend)).status()).toBe(200);

  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoLive(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The page's code arrives after the address changes: type into its own field, not the sign-in form's.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account uses this email')).toBeVisible();

  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('Reset your Summer password');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(String(mail.text))?.[0];
  expect(link, String(mail.text)).toBeDefined();
  expect(String(mail.html)).toContain(String(link));

  const path = new URL(String(link)).pathname + new URL(String(link)).search;
  await gotoLive(page, path);
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('New password again').fill('a brand new password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Summarize your documents' })).toBeVisible();

  expect((await other.request.get('/api/auth/user', resend)).status()).toBe(401);

  // The link is used up.
  await gotoLive(page, path);
  await page.getByLabel('New password', { exact: true }).fill('yet another password');
  await page.getByLabel('New password again').fill('yet another password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('invalid, was already used or has expired')).toBeVisible();

  // The new password signs in; the old one does not.
  const fresh = await browser.newContext();
  const signIn = (password: string) =>
    fresh.request.post('/api/login', { ...resend, data: { email, password }, headers: { origin: baseURL } });
  expect((await signIn(PASSWORD)).status()).toBe(401);
  expect((await signIn('a brand new password')).status()).toBe(200);
  await Promise.all([other.close(), context.close(), fresh.close()]);
});
