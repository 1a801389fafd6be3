import { expect, test } from './accounts.ts';
import { reportText } from './documentFixtures.ts';
import { chooseFile } from './pageChecks.ts';

test('an upload whose answer is lost is tried again with the same key: one summary, one credit', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  const keys: (string | null)[] = [];
  let first = true;
  // The first answer is lost on its way back (a dropped connection), after the server made the summary.
  await page.route('**/api/upload?*', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    if (!first) return route.continue();
    first = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await expect(page.getByTestId('summaries-available')).toHaveText('3');

  await chooseFile(page, 'minutes.txt', 'text/plain', Buffer.from(reportText()));
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  await expect(page.getByRole('heading', { name: 'Processing Failed' })).toBeVisible({ timeout: 60_000 });
  // The server did make (and charge) the summary the page never received.
  await expect(page.getByTestId('summaries-available')).toHaveText('2');

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('selected-file')).toContainText('minutes.txt');
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  await expect(page.getByRole('heading', { name: 'Your Summary' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('summaries-available')).toHaveText('2');

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});
