import { expect, test } from '@playwright/test';
import { freezeClock, gotoLive, gotoLiveWithFrozenClock, reloadLive } from './navigation.ts';

test('/auth explains sign-up, then goes to /api/login after two seconds', async ({ page }) => {
  await freezeClock(page);
  await gotoLiveWithFrozenClock(page, '/auth');
  await expect(page.getByRole('heading', { name: 'Get Your Free Summary' })).toBeVisible();
  for (const point of ['Enterprise-grade security', 'Quick secure login', 'First document free']) {
    await expect(page.getByText(point)).toBeVisible();
  }
  await page.clock.runFor(1_500);
  expect(new URL(page.url()).pathname).toBe('/auth');
  const login = page.waitForRequest('**/api/login');
  await page.clock.runFor(600);
  await login;
  // The server sends visitors on to the sign-in page.
  await expect(page).toHaveURL(/\/login\?returnTo=%2F$/);
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
});

test('/auth goes to /api/login at once on "Continue to Free Signup"', async ({ page }) => {
  await freezeClock(page);
  await gotoLiveWithFrozenClock(page, '/auth');
  const login = page.waitForRequest('**/api/login');
  await page.getByRole('button', { name: 'Continue to Free Signup' }).click();
  await login;
  await expect(page).toHaveURL(/\/login/);
});

const SUCCESS_CASES: [string, boolean][] = [
  ['', true],
  ['?redirect_status=succeeded', true],
  ['?success=true', true],
  ['?redirect_status=failed', false],
  ['?redirect_status=requires_payment_method&success=false', false],
];

for (const [query, succeeded] of SUCCESS_CASES) {
  test(`/checkout-success${query} shows ${succeeded ? 'success' : 'failure'}`, async ({ page }) => {
    await gotoLive(page, `/checkout-success${query}`);
    if (succeeded) {
      await expect(page.getByRole('heading', { name: 'Wave Successfully Caught!' })).toBeVisible();
      await expect(page.getByText('$1.00')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
    } else {
      await expect(page.getByRole('heading', { name: 'Payment Not Completed' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
        'href',
        '/pay-per-document',
      );
      await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    }
  });
}

test('/subscription-success welcomes subscribers and offers a retry on failure', async ({ page }) => {
  await gotoLive(page, '/subscription-success?redirect_status=succeeded');
  await expect(page.getByRole('heading', { name: 'Welcome to Endless Summer!' })).toBeVisible();
  await gotoLive(page, '/subscription-success?redirect_status=failed');
  await expect(page.getByRole('heading', { name: 'Payment Not Completed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
});

test('signed-in pages show visitors the landing page', async ({ page }) => {
  for (const path of ['/my-account', '/summarize-pdf', '/signup']) {
    const response = await gotoLive(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summarize any document in seconds');
  }
});

test('a visitor creates an account on /login and then gets the signed-in app on / and signed-in paths', async ({
  page,
}) => {
  await gotoLive(page, '/login?returnTo=%2Fmy-account');
  await page.getByLabel('Email').fill(`visitor-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'at least' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
  await gotoLive(page, '/');
  await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
});

test('signing in with a wrong password says so and stays on the form', async ({ page }) => {
  await gotoLive(page, '/login?mode=login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /password|email/i })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
