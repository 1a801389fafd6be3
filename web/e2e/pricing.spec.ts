import { expect, test } from '@playwright/test';
import { gotoLive, reloadLive } from './navigation.ts';

test('the billing toggle switches between monthly and annual and is remembered', async ({ page }) => {
  await gotoLive(page, '/pricing');
  const card = page.getByTestId('subscription-card');
  const monthly = card.getByRole('button', { name: 'Monthly' });
  const annual = card.getByRole('button', { name: /Annual/ });
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('subscription-price')).toContainText('$9.99/month');

  await annual.click();
  await expect(annual).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('subscription-price')).toContainText('$7.42/month');
  await expect(card.getByTestId('subscription-price')).toContainText('$89.00 billed yearly');
  await expect(card.getByTestId('subscription-price')).toContainText('Save $24.00/year');
  expect(await page.evaluate(() => localStorage.getItem('billingInterval'))).toBe('year');

  await reloadLive(page);
  await expect(card.getByRole('button', { name: /Annual/ })).toHaveAttribute('aria-pressed', 'true');

  await card.getByRole('button', { name: 'Monthly' }).click();
  await reloadLive(page);
  await expect(card.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
});

test('only a stored "year" starts on annual', async ({ page }) => {
  await gotoLive(page, '/pricing');
  await page.evaluate(() => localStorage.setItem('billingInterval', 'yearly'));
  await reloadLive(page);
  await expect(
    page.getByTestId('subscription-card').getByRole('button', { name: 'Monthly' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('pack and XL buttons lead to their purchase pages, the rest to sign-up', async ({ page }) => {
  await gotoLive(page, '/pricing');
  await expect(page.getByRole('link', { name: '← Home' })).toHaveAttribute('href', '/');
  const expected: [string, string][] = [
    ['Buy 1 credit', '/pay-per-document'],
    ['Buy 5 credits', '/pay-per-document?pack=5'],
    ['Buy 25 credits', '/pay-per-document?pack=25'],
    ['Buy XL 100K credit', '/pay-per-document?xl=100k'],
    ['Buy XL 500K credit', '/pay-per-document?xl=500k'],
    ['Buy XL 1M credit', '/pay-per-document?xl=1m'],
    ['Start Endless Summer', '/auth'],
  ];
  for (const [name, href] of expected) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const link of await page.getByRole('link', { name: 'Get Started Free' }).all()) {
    await expect(link).toHaveAttribute('href', '/auth');
  }
  const packs = page.getByRole('article', { name: 'Summer Packs' }).getByRole('listitem');
  await expect(packs.nth(0)).toContainText('1 summary');
  await expect(packs.nth(0)).toContainText('$1.00');
  await expect(packs.nth(1)).toContainText('5 summaries');
  await expect(packs.nth(1)).toContainText('$3.00');
  await expect(packs.nth(1)).toContainText('$0.60 each');
  await expect(packs.nth(2)).toContainText('25 summaries');
  await expect(packs.nth(2)).toContainText('$12.00');
  await expect(packs.nth(2)).toContainText('$0.48 each');
});
