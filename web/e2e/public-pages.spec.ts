import { expect, test } from '@playwright/test';

test('the landing page renders its hero and leads visitors to sign up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summarize any document in seconds');
  await expect(page).toHaveTitle(/Summer/);
  const cta = page.getByRole('link', { name: 'Get Your First Summary Free' }).first();
  await expect(cta).toHaveAttribute('href', '/auth');
  await expect(page.getByText('3 free summaries after sign-up').first()).toBeVisible();
});

test('an unknown path answers 404 and shows Page Not Found with its ways out', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  const popular: [string, string][] = [
    ['PDF Summarizer', '/summarize-pdf'],
    ['Contract Summarizer', '/contract-summarizer'],
    ['Use Cases', '/use-cases'],
  ];
  for (const [name, href] of popular) {
    await expect(
      page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name, exact: true }),
    ).toHaveAttribute('href', href);
  }

  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summarize any document in seconds');

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/');
  await page.goto('/missing-again');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});
