import { expect, resend, test } from './accounts.ts';
import { reportText } from './documentFixtures.ts';
import { gotoLive, reloadLive } from './navigation.ts';

/**
 * An integrator on /my-account: makes a named token, copies it once, uses it from a script (no cookie,
 * no Origin: as curl sends it), sees it used, revokes it, and the script is refused.
 */
test('a personal API token is made on My Account, works from a script, and stops working once revoked', async ({
  page,
  baseURL,
  account: _signedIn,
}) => {
  const summarize = (token: string) =>
    fetch(`${baseURL}/api/upload-text`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: reportText(), filename: 'report.txt', compressionLevel: 2 }),
    });

  await gotoLive(page, '/my-account');
  const section = page.getByRole('region', { name: 'API Tokens' });
  await expect(section.getByText('No API tokens yet.')).toBeVisible();
  const reference = section.getByRole('link', { name: 'API reference (OpenAPI)' });
  await expect(reference).toHaveAttribute('href', '/api/openapi.json');
  const document = await page.request.get('/api/openapi.json', resend);
  expect((await document.json()).paths['/api/tokens']).toBeTruthy();

  await section.getByLabel('Token name').fill('Nightly report script');
  await section.getByRole('button', { name: 'Create Token' }).click();
  await expect(
    section.getByText('Copy the token “Nightly report script” now: it is not shown again.'),
  ).toBeVisible();
  const token = await section.getByTestId('new-api-token').inputValue();
  expect(token).toMatch(/^smr_/);

  const summary = await summarize(token);
  expect(summary.status).toBe(200);
  expect(((await summary.json()) as { filename: string }).filename).toBe('report.txt');

  // Shown once: after a reload the list has its name and dates, not the token.
  await reloadLive(page);
  const row = section.getByRole('row', { name: /Nightly report script/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).not.toHaveText('Never');
  await expect(page.getByTestId('new-api-token')).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);

  await row.getByRole('button', { name: 'Revoke Nightly report script' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke “Nightly report script”?' });
  await confirm.getByRole('button', { name: 'Revoke Token' }).click();
  await expect(page.getByTestId('toast')).toContainText('Token revoked');
  await expect(section.getByText('No API tokens yet.')).toBeVisible();
  expect((await summarize(token)).status).toBe(401);
});
