import { expect, type Page, type Response } from '@playwright/test';

/**
 * Opens a page and waits until React has taken over the server-rendered HTML, so that clicks and
 * timers act on the live page (before that, a click on server-rendered markup does nothing).
 */
export async function gotoLive(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitUntilLive(page);
  return response;
}

/** Opens the signed-in account's dashboard (the home page once signed in), live. */
export async function openDashboard(page: Page): Promise<void> {
  await gotoLive(page, '/');
  await expect(page.getByRole('heading', { name: 'Summarize your documents' })).toBeVisible();
}

async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Signs out as a user does, with the header's Logout button (a POST from the page); the app starts
 * again at home, signed out.
 */
export async function signOutWithHeader(page: Page): Promise<void> {
  await waitUntilLive(page);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitUntilLive(page);
}

export async function reloadLive(page: Page): Promise<void> {
  await page.reload();
  await waitUntilLive(page);
}

/**
 * Fake timers that stand still until the test moves them (page.clock.runFor), so a slow machine
 * cannot let a timed step pass before the test looks.
 */
export async function installPausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
}
