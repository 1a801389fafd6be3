import { expect, test } from '@playwright/test';
import { gotoLive } from './navigation.ts';

/**
 * The browser takes over the server's HTML without re-rendering it: React reports any difference
 * (a page that read the window or storage while rendering) as a console error.
 */
const PATHS = [
  '/',
  '/pricing',
  '/auth',
  '/login',
  '/login?mode=signup&returnTo=%2Fpricing',
  '/feedback?doc=Report.pdf',
  '/checkout-success?redirect_status=failed',
  '/subscription-success',
  '/my-account',
  '/use-cases',
  '/faq',
  '/blog',
  '/legal-document-guide',
  '/no-such-page',
];

for (const path of PATHS) {
  test(`${path} hydrates without mismatches or errors`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // Visitors get 401 from /api/auth/user by design; that is a failed load, not a page error.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(message.text());
      }
    });
    await gotoLive(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}
