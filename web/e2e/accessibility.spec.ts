import { type Browser, expect, type Page, test } from '@playwright/test';
import { newAccount } from './accounts.ts';
import { everyPagePath, waitForQuiet } from './everyPage.ts';
import { gotoLive } from './navigation.ts';
import { seriousViolations } from './pageChecks.ts';
import { standInForStripe } from './stripeJs.ts';

/**
 * Every page of the route table, as a visitor and signed in: no serious or critical axe violation, and
 * every control on the page can be reached with Tab and shows where the focus is.
 */
type Who = 'visitor' | 'signed in';

/**
 * SPEC: /auth moves on to sign-up after 2 s. It is checked in a tab where that navigation answers
 * 204 No Content, which keeps the browser on the page.
 */
const MOVES_ON_BY_ITSELF = new Set(['/auth']);
async function holdOnPage(tab: Page): Promise<void> {
  await tab.route('**/api/login?*', (route) => route.fulfill({ status: 204 }));
}

async function pageFor(browser: Browser, baseURL: string, who: Who): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await standInForStripe(page);
  if (who === 'signed in') await newAccount(page.request, baseURL, 'a11y');
  return page;
}

async function openSettled(page: Page, path: string, who: Who): Promise<void> {
  await gotoLive(page, path);
  if (who === 'signed in' && (await page.getByRole('banner').count()) > 0) {
    await expect(page.getByTestId('account-badge').first()).toBeAttached();
  }
  await waitForQuiet(page);
}

/**
 * Presses Tab through the page. Answers the controls Tab never reached and those it reached without a
 * visible focus indicator (an outline or a ring). A group of radio buttons is one stop, as in every
 * browser (the arrow keys move within it): reaching any of them reaches the group.
 */
async function keyboardProblems(page: Page): Promise<string[]> {
  const stops = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    const found = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.closest('[inert], [aria-hidden="true"]') &&
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    );
    const names: string[] = [];
    for (const element of found) {
      const radioGroup =
        element instanceof HTMLInputElement && element.type === 'radio' && element.name
          ? `radio group "${element.name}"`
          : null;
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const name = radioGroup ?? `${element.tagName.toLowerCase()} "${label}"`;
      let stop = radioGroup ? names.indexOf(name) : -1;
      if (stop < 0) stop = names.push(name) - 1;
      element.setAttribute('data-keyboard-stop', String(stop));
    }
    // What Tab reaches, in order, and whether each showed where the focus is.
    const seen: { stop: number; visible: boolean }[] = [];
    (window as unknown as { keyboardSeen: typeof seen }).keyboardSeen = seen;
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement;
      const stop = element.getAttribute?.('data-keyboard-stop');
      if (stop === null || stop === undefined) return;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      seen.push({ stop: Number(stop), visible: outline || style.boxShadow !== 'none' });
    });
    (document.activeElement as HTMLElement | null)?.blur();
    return names;
  });
  for (let press = 0; press < stops.length + 3; press++) await page.keyboard.press('Tab');
  const seen = await page.evaluate(
    () => (window as unknown as { keyboardSeen: { stop: number; visible: boolean }[] }).keyboardSeen,
  );
  const reached = new Set(seen.map((entry) => entry.stop));
  const missed = stops.filter((_, stop) => !reached.has(stop)).map((name) => `not reachable: ${name}`);
  const unseen = seen
    .filter((entry) => !entry.visible)
    .map((entry) => `no visible focus: ${stops[entry.stop]}`);
  return [...missed, ...new Set(unseen)];
}

/** The pages in a few parts, so the checks run side by side and each stays well within its time. */
const PARTS = 3;
const paths = everyPagePath();
const partOf = (part: number) => paths.filter((_, index) => index % PARTS === part);

for (const who of ['visitor', 'signed in'] as const) {
  for (let part = 0; part < PARTS; part++) {
    test(`pages ${part + 1}/${PARTS} have no serious accessibility violation and work by keyboard (${who})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const page = await pageFor(browser, baseURL!, who);
      const axe: Record<string, string[]> = {};
      const keyboard: Record<string, string[]> = {};
      for (const path of partOf(part)) {
        const tab = MOVES_ON_BY_ITSELF.has(path) ? await page.context().newPage() : page;
        if (tab !== page) await holdOnPage(tab);
        await openSettled(tab, path, who);
        const violations = await seriousViolations(tab);
        if (violations.length > 0) axe[path] = violations;
        const problems = await keyboardProblems(tab);
        if (problems.length > 0) keyboard[path] = problems;
        if (tab !== page) await tab.close();
      }
      expect.soft(axe, 'serious or critical axe violations').toEqual({});
      expect(keyboard, 'controls out of keyboard reach or without visible focus').toEqual({});
      await page.context().close();
    });
  }
}
