import { type Browser, expect, type Page, test } from '@playwright/test';
import { newAccount } from './accounts.ts';
import { everyPagePath, waitForQuiet, watchConsole } from './everyPage.ts';
import { gotoLive } from './navigation.ts';
import { standInForStripe, subscribeThroughStripe } from './stripeJs.ts';

/**
 * The first thing a curious user or a support engineer sees in the developer tools: every page of the
 * route table, as a visitor and signed in (with and without a subscription), logs no error or warning
 * and no request fails.
 */
type Visitor = 'visitor' | 'non-subscriber' | 'subscriber';

async function pageFor(browser: Browser, baseURL: string, who: Visitor): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // Stripe.js as the payment pages load it (this machine cannot reach js.stripe.com).
  await standInForStripe(page);
  if (who !== 'visitor') await newAccount(page.request, baseURL, who);
  if (who === 'subscriber') await subscribeThroughStripe(page);
  return page;
}

/** Visits each page in turn; answers the problems logged, by path (only the paths that logged any). */
async function consoleProblems(page: Page, signedIn: boolean): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of everyPagePath()) {
    const watch = watchConsole(page);
    await gotoLive(page, path);
    // Signed in, the header (pages with one: not the sign-in steps) shows the account once the page
    // knows who is there.
    if (signedIn && (await page.getByRole('banner').count()) > 0) {
      await expect(page.getByTestId('account-badge').first()).toBeAttached();
    }
    await waitForQuiet(page);
    const problems = watch.stop();
    if (problems.length > 0) found[path] = problems;
  }
  return found;
}

for (const who of ['visitor', 'non-subscriber', 'subscriber'] as const) {
  test(`every page logs nothing wrong for a ${who}`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const page = await pageFor(browser, baseURL!, who);
    const found = await consoleProblems(page, who !== 'visitor');
    const count = Object.values(found).reduce((sum, problems) => sum + problems.length, 0);
    expect(found, `${count} problems on ${Object.keys(found).length} pages`).toEqual({});
    await page.context().close();
  });
}
