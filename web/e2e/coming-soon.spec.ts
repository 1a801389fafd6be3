import { expect, test } from './accounts.ts';
import { gotoLive } from './navigation.ts';

/** SPEC's signed-in pages that the next issues build: each says so under its own name. */
const COMING_SOON = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/surveys', 'Survey Responses'],
  ['/signup-monitor', 'Signup Monitor'],
  ['/analytics', 'Analytics'],
] as const;

test('signed in, each unbuilt page says it is coming soon and leads back to the dashboard', async ({
  signedInPage: page,
}) => {
  for (const [path, title] of COMING_SOON) {
    const response = await gotoLive(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    await expect(page.getByText('This page is not available yet.')).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Summer`);
    await expect(page.getByRole('heading', { name: 'Summarize your documents' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Summarize your documents' })).toBeVisible();
});

test('visitors still see the landing page at the unbuilt pages', async ({ page }) => {
  for (const [path] of COMING_SOON) {
    const response = await gotoLive(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      'Summarize any document in seconds',
    );
  }
});
