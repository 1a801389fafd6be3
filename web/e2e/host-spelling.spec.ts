import { expect, test } from '@playwright/test';
import { gotoLive } from './navigation.ts';

/**
 * Without PUBLIC_URL (the e2e server has none), the product works at whatever address the browser
 * used: the rest of the suite opens http://localhost:PORT, these journeys the same server at
 * http://127.0.0.1:PORT.
 */
const numericHost = (baseURL: string | undefined) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  const url = new URL(baseURL);
  url.hostname = '127.0.0.1';
  return url.origin;
};

test('at 127.0.0.1, a new account is created and lands on the dashboard', async ({ page, baseURL }) => {
  await gotoLive(page, `${numericHost(baseURL)}/login`);
  await page.getByRole('button', { name: 'Create a free account' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email').fill(`numeric-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Summarize your documents' })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
});

test('at 127.0.0.1, the free demo summarizes pasted text', async ({ page, baseURL }) => {
  await gotoLive(page, `${numericHost(baseURL)}/`);
  const demo = page.locator('#free-summarizer');
  await demo.getByRole('tab', { name: 'Paste Text' }).click();
  await demo.getByRole('button', { name: 'Business report' }).click();
  await demo.getByRole('button', { name: 'Summarize Text' }).click();
  await expect(demo.getByTestId('demo-result').getByText('Free summary')).toBeVisible({ timeout: 20_000 });
});
