import { expect, test } from '@playwright/test';
import { watchConsole } from './everyPage.ts';
import { gotoLive } from './navigation.ts';

/**
 * The browser takes over the server's HTML without re-rendering it: React reports any difference
 * (a page that read the window or storage while rendering) as a console error. A visitor's page asks
 * nothing it would be refused (the server says nobody is signed in).
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
    const watch = watchConsole(page);
    await gotoLive(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The one expected failure: the unknown page itself answers 404 by design.
    const expected = (problem: string) =>
      path === '/no-such-page' && (problem.includes('/no-such-page') || problem.includes('404 (Not Found)'));
    const problems = watch.stop().filter((problem) => !expected(problem));
    expect(problems).toEqual([]);
  });
}
