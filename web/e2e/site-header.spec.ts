import type { Page } from '@playwright/test';
import { expect, resend, test } from './accounts.ts';
import { gotoLive, signOutWithHeader } from './navigation.ts';

/** Holds back the page's requests to `url` until the returned function is called. */
async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('signed in, every page carries the account header: badge, My Account, Logout, no Sign In', async ({
  signedInPage: page,
}) => {
  const header = page.getByRole('banner');
  await expect(header.getByTestId('account-badge')).toHaveText('3 summaries left');
  for (const path of ['/pricing', '/faq', '/library']) {
    await gotoLive(page, path);
    await expect(header.getByTestId('account-badge')).toHaveText('3 summaries left');
    const main = header.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
    await expect(main.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    await expect(main.getByRole('button', { name: 'Guides' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  }
});

test('at phone width the signed-in menu lists the account links, the guides and Logout', async ({
  page,
  account: email,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The account is held back until the menu button has the focus: its arrival must not take the focus away.
  const releaseAccount = await holdBack(page, '**/api/auth/user');
  await gotoLive(page, '/pricing');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  releaseAccount();
  await expect(page.getByRole('banner')).toContainText('summaries left');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toContainText(email);
  for (const name of ['Library', 'Blog', 'Use Cases', 'Pricing', 'My Account', 'Legal Documents']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Use Cases' }).click();
  await expect(page).toHaveURL(/\/use-cases$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Summaries for every profession');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The menu's Logout signs out.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(async () => (await page.request.get('/api/auth/user', resend)).status()).toBe(401);
});

test.describe('the phone menu across a change of page', () => {
  // Chunks fetched by the page itself, so the test can hold one back (a service worker's fetch it cannot).
  test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

  test('opened again while the next page’s code loads, it stays open on that page; Back closes it', async ({
    page,
  }) => {
    const releaseChunk = await holdBack(page, '**/assets/UseCasesPage-*.js');
    await gotoLive(page, '/pricing');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Use Cases' }).click();
    await expect(page).toHaveURL(/\/use-cases$/);
    await expect(menu).toBeHidden();
    // Still the pricing page: its code has not arrived.
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Summaries for every profession');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    releaseChunk();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Summaries for every profession');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });
});

test('another site cannot sign a user out; the header’s Logout does', async ({
  signedInPage: page,
  baseURL,
}) => {
  // A page on another site with a link to /api/logout and a form that posts to it.
  await page.route('http://elsewhere.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Elsewhere</title>
        <a href="${baseURL}/api/logout">Sign out of Summer</a>
        <form method="post" action="${baseURL}/api/logout"><button>Post to Summer</button></form>`,
    }),
  );
  const signedIn = async () => (await page.request.get('/api/auth/user', resend)).status() === 200;

  await page.goto('http://elsewhere.test/');
  await page.getByRole('button', { name: 'Post to Summer' }).click();
  await page.waitForLoadState();
  expect(await signedIn()).toBe(true);

  // Following the link lands on a page that says who is signed in and offers Sign Out.
  await page.goto('http://elsewhere.test/');
  await page.getByRole('link', { name: 'Sign out of Summer' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(await signedIn()).toBe(true);

  await gotoLive(page, '/pricing');
  await signOutWithHeader(page);
  expect(await signedIn()).toBe(false);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});
