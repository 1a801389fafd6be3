import { expect, newAccount, PASSWORD, post, resend, subscribe, test } from './accounts.ts';
import { reportText, words } from './documentFixtures.ts';
import { gotoLive } from './navigation.ts';

test("a subscriber's new summary appears in another browser's library without reloading", async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  const laptop = await browser.newContext({ baseURL });
  const phone = await browser.newContext({ baseURL });
  const email = await newAccount(laptop.request, baseURL, 'library');
  await subscribe(email);
  await post(phone.request, baseURL, '/api/login', { email, password: PASSWORD });

  const phonePage = await phone.newPage();
  await gotoLive(phonePage, '/library');
  await expect(phonePage.getByRole('heading', { name: 'Library' })).toBeVisible();
  await expect(phonePage.getByText('No summaries yet')).toBeVisible();

  const made = (await post(laptop.request, baseURL, '/api/upload-text', {
    text: words('word'),
    filename: 'quarterly review.txt',
  })) as { id: string };
  expect(made.id).toBeTruthy();

  // Arrives through the live stream: no reload.
  const entry = phonePage.getByRole('button', { name: /quarterly review\.txt/ });
  await expect(entry).toBeVisible({ timeout: 15_000 });
  await entry.click();
  const article = phonePage.getByRole('article', { name: 'quarterly review.txt' });
  // The summary's Markdown is rendered (words of the document appear in it).
  await expect(article.getByText(/word\d+/).first()).toBeVisible();

  // Deleting on the phone removes it on the laptop's library too.
  const laptopPage = await laptop.newPage();
  await gotoLive(laptopPage, '/library');
  await expect(laptopPage.getByRole('button', { name: /quarterly review\.txt/ })).toBeVisible();
  await phonePage.getByRole('button', { name: 'Delete' }).click();
  await expect(laptopPage.getByText('No summaries yet')).toBeVisible({ timeout: 15_000 });
  expect((await laptop.request.get(`/api/documents/${made.id}`, resend)).status()).toBe(404);

  await laptop.close();
  await phone.close();
});

test('copying a summary from the library pastes it as the reader sees it, not as Markdown', async ({
  page,
  account,
  context,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  await subscribe(account);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await post(page.request, baseURL, '/api/upload-text', { text: reportText(), filename: 'minutes.txt' });
  await gotoLive(page, '/library');
  await page.getByRole('button', { name: /minutes\.txt/ }).click();
  await page.getByRole('article', { name: 'minutes.txt' }).getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByTestId('toast')).toContainText('Summary copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^• The council approved/m);
  expect(copied).not.toMatch(/^- |\*\*/m);
});
