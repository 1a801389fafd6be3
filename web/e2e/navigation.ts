import type { Page, Response } from '@playwright/test';

/**
 * Opens a page and waits until React has taken over the server-rendered HTML, so that clicks and
 * timers act on the live page (before that, a click on server-rendered markup does nothing).
 */
export async function gotoLive(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitUntilLive(page);
  return response;
}

/** With a frozen clock, React's own timers (loading a page's code during hydration) need the clock moved. */
export async function gotoLiveWithFrozenClock(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  for (let step = 0; step < 2_000; step++) {
    if ((await page.locator('html[data-hydrated="true"]').count()) > 0) return response;
    await page.clock.runFor(10);
  }
  throw new Error(`${path} never became live`);
}

async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export async function reloadLive(page: Page): Promise<void> {
  await page.reload();
  await waitUntilLive(page);
}

/**
 * Replaces the page's clock with one that stands still until the test moves it (runFor), so timers
 * (rotations, redirects) fire exactly when the test says, however slow the machine is.
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-06-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-06-01T08:00:01Z'));
}

/**
 * Fake timers that stand still until the test moves them (page.clock.runFor), so a slow machine
 * cannot let a timed step pass before the test looks.
 */
export async function installPausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
}
