import { expect, test } from '@playwright/test';
import { gotoLive } from './navigation.ts';

test('/auth explains sign-up, then goes to /api/login after two seconds', async ({ page }) => {
  await page.clock.install();
  await gotoLive(page, '/auth');
  // The page loads on demand, so the clock stops only once it shows; the 2 s timer has barely begun.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  await expect(page.getByRole('heading', { name: 'Get Your Free Summary' })).toBeVisible();
  for (const point of ['Enterprise-grade security', 'Quick secure login', 'First document free']) {
    await expect(page.getByText(point)).toBeVisible();
  }
  await page.clock.runFor(1_000);
  expect(new URL(page.url()).pathname).toBe('/auth');
  const login = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
  await page.clock.runFor(1_100);
  await login;
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('/auth goes to /api/login at once on "Continue to Free Signup"', async ({ page }) => {
  await page.clock.install();
  await gotoLive(page, '/auth');
  // Held still so the automatic redirect cannot beat the click on a slow machine.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  const login = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
  await page.getByRole('button', { name: 'Continue to Free Signup' }).click();
  await login;
  // The free-signup promise lands on the sign-up form, with sign-in one click away.
  await expect(page).toHaveURL(/\/login\?mode=signup&returnTo=%2F$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // The sign-up page is a new document: its button works once React has taken it over.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page
    .getByRole('button', { name: /sign in/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Sign in to Summer' })).toBeVisible();
});

/** What the address says; the page only shows success when the server confirms a payment. */
const TYPED_ADDRESSES: [string, 'unconfirmed' | 'failed'][] = [
  ['', 'unconfirmed'],
  ['?redirect_status=succeeded', 'unconfirmed'],
  ['?success=true', 'unconfirmed'],
  ['?redirect_status=failed', 'failed'],
  ['?redirect_status=requires_payment_method&success=false', 'failed'],
];

for (const [query, outcome] of TYPED_ADDRESSES) {
  test(`/checkout-success${query} typed by a visitor is ${outcome}, never a success`, async ({ page }) => {
    await gotoLive(page, `/checkout-success${query}`);
    if (outcome === 'unconfirmed') {
      await expect(page.getByRole('heading', { name: 'Payment Not Confirmed' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Check & Fix Payments' })).toHaveAttribute(
        'href',
        '/payment-debug',
      );
    } else {
      await expect(page.getByRole('heading', { name: 'Payment Not Completed' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Wave Successfully Caught!' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/pay-per-document');
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });
}

test('/subscription-success is not "Welcome" for someone without a subscription', async ({ page }) => {
  await gotoLive(page, '/subscription-success?redirect_status=succeeded');
  await expect(page.getByRole('heading', { name: 'Payment Not Confirmed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Endless Summer!' })).toHaveCount(0);
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
