import { expect, test } from './accounts.ts';
import { gotoLive } from './navigation.ts';
import { enterCard, standInForStripe } from './stripeJs.ts';

test.beforeEach(async ({ page }) => {
  await standInForStripe(page);
});

test('buys a 5-pack with the Payment Element and finds 5 more summaries on the dashboard', async ({
  signedInPage: page,
}) => {
  await expect(page.getByTestId('summaries-available')).toHaveText('3');
  const created = page.waitForResponse((response) => response.url().endsWith('/api/create-payment-intent'));
  await gotoLive(page, '/pay-per-document?pack=5');
  const { paymentIntentId } = await (await created).json();
  await expect(page.getByRole('heading', { name: 'Beach Pack: 5 Summary Credits' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('package-price')).toHaveText('$3.00');
  await expect(page.getByText('Credits never expire')).toBeVisible();
  await enterCard(page);
  await page.getByRole('button', { name: 'Pay $3.00' }).click();
  await expect(page.getByText(/Payment successful!/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('summaries-available')).toHaveText('8');
  // Stripe's return address for this payment: the server confirms it, so the page may say so.
  await gotoLive(page, `/checkout-success?payment_intent=${paymentIntentId}&redirect_status=succeeded`);
  await expect(page.getByRole('heading', { name: 'Wave Successfully Caught!' })).toBeVisible();
  await gotoLive(page, '/my-account');
  await expect(page.getByTestId('paid-credits')).toHaveText('5');
});

test('a declined card says so and charges nothing', async ({ signedInPage: page }) => {
  await gotoLive(page, '/pay-per-document');
  await expect(page.getByRole('heading', { name: 'Single Summary Credit' })).toBeVisible({ timeout: 30_000 });
  await enterCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Pay $1.00' }).click();
  const failure = page.getByRole('form', { name: 'Payment' }).getByRole('alert');
  await expect(failure).toContainText('Your card was declined.');
  await expect(failure).toContainText('Payment Failed');
});

test('subscribes monthly, sees the card on /my-account, cancels and keeps access to the period end', async ({
  signedInPage: page,
}) => {
  await gotoLive(page, '/subscribe?interval=month');
  await expect(page.getByRole('heading', { name: 'Endless Summer' })).toBeVisible();
  await expect(page.getByTestId('subscription-price')).toContainText('$9.99/month');
  await enterCard(page, '5555555555554444', '07 / 31');
  await page.getByRole('button', { name: 'Subscribe for $9.99' }).click();
  await expect(page).toHaveURL(/\/subscription-success\?success=true$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome to Endless Summer!' })).toBeVisible({
    timeout: 15_000,
  });

  await gotoLive(page, '/my-account');
  await expect(page.getByTestId('available-summaries')).toHaveText('Unlimited');
  await expect(page.getByTestId('payment-card')).toHaveText(/mastercard ending in 4444 · expires 07\/2031/i);
  const panel = page.getByTestId('subscription-panel');
  await expect(panel).toContainText('$9.99/month');
  await expect(page.getByRole('heading', { name: 'Get More Summaries' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await confirm.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByTestId('toast')).toContainText('Subscription Canceled');
  await expect(panel).toContainText('has been canceled and ends on');
  await expect(panel.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

  await gotoLive(page, '/subscription/manage');
  await expect(page.getByTestId('subscription-panel')).toContainText('Access until');
  await expect(page.getByTestId('available-summaries')).toHaveCount(0);
  await gotoLive(page, '/');
  await expect(page.getByText('Endless Summer Active')).toBeVisible();
});
