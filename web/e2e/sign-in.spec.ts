import { expect, test } from '@playwright/test';
import { resend } from './accounts.ts';
import { gotoLive, signOutWithHeader } from './navigation.ts';

test('a visitor creates an account, signs out, and signs in again; a wrong password says so', async ({
  page,
}) => {
  const email = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await gotoLive(page, '/login?returnTo=%2Fpricing');
  await page.getByRole('button', { name: 'Create a free account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email').fill(email);
  // One of the commonest breached passwords is refused, saying why.
  await page.getByLabel('Password').fill('password1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This password is too easy to guess')).toBeVisible();
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Back where sign-in was asked for, now with a session.
  await expect(page).toHaveURL(/\/pricing$/);
  const user = await page.request.get('/api/auth/user', resend);
  expect(user.status()).toBe(200);
  expect(await user.json()).toMatchObject({ email, firstName: 'Ada' });

  await signOutWithHeader(page);
  expect((await page.request.get('/api/auth/user', resend)).status()).toBe(401);

  await gotoLive(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user', resend)).status()).toBe(200);
});

test('a return path to another site is ignored', async ({ page }) => {
  await gotoLive(page, '/login?returnTo=%2F%2Fevil.example%2F');
  await page.getByRole('button', { name: 'Create a free account' }).click();
  await page.getByLabel('Email').fill(`safe-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
