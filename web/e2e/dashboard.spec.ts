import { readFile } from 'node:fs/promises';
import { arrange, expect, resend, test } from './accounts.ts';
import { longText, pdfOf, reportText } from './documentFixtures.ts';
import { gotoLive, openDashboard } from './navigation.ts';
import { chooseFile, seriousViolations } from './pageChecks.ts';

test('a new user summarizes a PDF at level 2, follows the stages, reads the analysis and downloads the text', async ({
  page,
  account: _signedIn,
}) => {
  test.setTimeout(90_000);
  // Records every progress stage the bar reaches, however briefly it shows.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { stagesSeen: Set<string> }).stagesSeen = seen;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-stage][data-reached="true"]')) {
        seen.add(element.getAttribute('data-stage') ?? '');
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await openDashboard(page);
  await expect(page.getByText('No summaries yet')).toBeVisible();
  await expect(page.getByTestId('summaries-available')).toHaveText('3');
  expect(await seriousViolations(page)).toEqual([]);

  await chooseFile(page, 'transport-plan.pdf', 'application/pdf', pdfOf(reportText()));
  await expect(page.getByTestId('selected-file')).toContainText('transport-plan.pdf');
  await expect(page.getByTestId('cost-estimate')).toContainText('Uses 1 free summary');
  const brief = page.getByRole('radio', { name: /^2 Brief/ });
  await page.locator('label', { has: brief }).click();
  await expect(brief).toBeChecked();
  await page.getByRole('button', { name: 'Summarize Document' }).click();

  await expect(page.getByRole('heading', { name: 'Your Summary' })).toBeVisible({ timeout: 60_000 });
  const stages = await page.evaluate(() => [
    ...(window as unknown as { stagesSeen: Set<string> }).stagesSeen,
  ]);
  expect(stages).toEqual(expect.arrayContaining(['upload', 'analyze', 'summarize']));

  await expect(page.getByTestId('summary-language')).toHaveText('English');
  const analysis = page.getByTestId('analysis-panel');
  await expect(analysis).toContainText('Original words');
  await expect(analysis).toContainText('% of original');
  // Pointing at a sentence shows the passage of the document it came from.
  const sentence = page.locator('[data-source-sentence]').first();
  await sentence.hover();
  await expect(page.getByTestId('source-passage')).toContainText((await sentence.innerText()).slice(0, 30));
  await expect(page.getByText(/Endless Summer plan for \$9\.99\/month or \$89\/year/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save / Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Your Summary' });
  await expect(dialog).toBeVisible();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Text (.txt)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('transport-plan summary.txt');
  const saved = await readFile((await download.path()) ?? '', 'utf8');
  expect(saved).toMatch(/bus|route|council|riders/i);
  expect(saved).not.toContain('**');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save / Download' })).toBeFocused();

  // The account and the recent list now know about the summary.
  await expect(page.getByTestId('summaries-available')).toHaveText('2');
  await expect(page.getByTestId('recent-summaries')).toContainText('transport-plan.pdf');
  await expect(page.getByTestId('recent-summaries')).toContainText(/words → \d+ words/);

  await page.getByRole('button', { name: 'Process Another Document' }).click();
  await expect(page.getByRole('button', { name: 'Select File' })).toBeVisible();
});

test('the upload after the free summaries are used opens the upgrade prompt', async ({
  signedInPage: page,
}) => {
  for (let spent = 0; spent < 3; spent++) {
    const answer = await page.request.post('/api/upload-text', {
      ...resend,
      data: { text: reportText(), filename: `report-${spent}.txt`, compressionLevel: 3 },
      // Writes must come from the product's own pages.
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(answer.status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByTestId('summaries-available')).toHaveText('0');
  await expect(page.getByText('Your free summaries are used. Extend your summer:')).toBeVisible();

  await chooseFile(page, 'fourth.txt', 'text/plain', Buffer.from(reportText()));
  await expect(page.getByTestId('cost-estimate')).toContainText('No summaries left');
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  const prompt = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: /Beach Pack/ })).toHaveAttribute(
    'href',
    '/pay-per-document?pack=5',
  );
  await expect(prompt.getByRole('link', { name: /Endless Summer/ })).toHaveAttribute('href', '/subscribe');
  // Words, never an error code.
  await expect(prompt).not.toContainText('upgrade_required');
  await expect(prompt).not.toContainText('insufficient_credits');
  await page.keyboard.press('Escape');
  // Back at the upload step with the chosen file kept: after buying, one click summarizes it.
  await expect(page.getByRole('button', { name: 'Summarize Document' })).toBeVisible();
  await expect(page.getByText('fourth.txt')).toBeVisible();
});

test('an expired session says so and goes to sign in', async ({
  signedInPage: page,
  account: email,
  context,
}) => {
  await chooseFile(page, 'notes.txt', 'text/plain', Buffer.from(reportText()));
  // The dashboard's own calls done first: one of them meeting the 401 would take the generic path
  // ('Unauthorized', straight to sign in) before the upload's answer could be read.
  await expect(page.getByText('No summaries yet')).toBeVisible();
  // The session ends on the server (a call still in flight could set the cookie again, but not revive
  // the session), and the browser forgets its cookie.
  await arrange((database) => database.endSessions(email));
  await context.clearCookies();
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  await expect(
    page.getByText('Your session has expired. Please refresh the page and log in again.'),
  ).toBeVisible();
  await expect(page.getByText('Session Expired')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });
});

test('a 30,000-word document asks for an XL credit', async ({ signedInPage: page }) => {
  await chooseFile(page, 'master-agreement.txt', 'text/plain', Buffer.from(longText(30_000)));
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'XL Credit Required' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByTestId('xl-price')).toHaveText('$5');
  await expect(dialog.getByTestId('xl-word-count')).toHaveText(/^30,\d{3}$/);
  await expect(dialog.getByRole('link', { name: 'Proceed' })).toHaveAttribute(
    'href',
    '/pay-per-document?xl=100k',
  );
  expect(await seriousViolations(page)).toEqual([]);
  // The free summary was not spent, and the cost now names the credit the counted words need.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('summaries-available')).toHaveText('3');
  await expect(page.getByTestId('cost-estimate')).toHaveText(
    'Cost: Needs an XL credit for 25K-100K words ($5.00)',
  );
});

test('the landing page demo has no serious accessibility problems', async ({ page }) => {
  await gotoLive(page, '/');
  await page.locator('#free-summarizer').scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard works at phone width with the menu', async ({ page, account: _signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('after the first summary the survey asks once, 20 s in, and answers a price worry with the offer', async ({
  signedInPage: page,
}) => {
  const spent = await page.request.post('/api/upload-text', {
    ...resend,
    data: { text: reportText(), filename: 'first.txt', compressionLevel: 3 },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(spent.status()).toBe(200);
  await page.clock.install();
  await gotoLive(page, '/');
  await expect(page.getByRole('heading', { name: 'Summarize your documents' })).toBeVisible();
  const survey = page.getByRole('dialog', { name: 'Was your first summary useful?' });
  await page.clock.runFor(19_000);
  await expect(survey).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(survey).toBeVisible();

  await survey.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('toast')).toContainText('Please select a response');
  await survey.getByText('Yes, but the price is too high').click();
  const submitted = page.waitForRequest('**/api/survey/submit');
  await survey.getByRole('button', { name: 'Send' }).click();
  expect((await submitted).postDataJSON()).toMatchObject({
    surveyType: 'first_use_feedback',
    response: 'yes_but_price_too_high',
  });
  const offer = page.getByRole('dialog', { name: 'A thank-you offer' });
  await expect(offer.getByRole('link', { name: /10 summaries/ })).toHaveAttribute(
    'href',
    '/pay-per-document?pack=10',
  );
  await expect(offer.getByRole('link', { name: /10 summaries/ })).toContainText('$5.00');
  await expect(offer.getByRole('link', { name: /First month/ })).toContainText('$4.99');

  // Answered: it does not come back.
  await gotoLive(page, '/');
  await page.clock.runFor(25_000);
  await expect(survey).toBeHidden();
});

test('copying says so, and leaving the page deletes a non-subscriber summary', async ({
  signedInPage: page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await chooseFile(page, 'minutes.txt', 'text/plain', Buffer.from(reportText()));
  await page.getByRole('button', { name: 'Summarize Document' }).click();
  await expect(page.getByRole('heading', { name: 'Your Summary' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByTestId('toast')).toContainText('Copied!');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/council|riders|routes/);
  // It pastes as the reader saw it: the key points as bullets, not Markdown's list marks …
  expect(copied).toMatch(/^• The council approved/m);
  expect(copied).not.toMatch(/^- /m);
  // … and as a formatted list where formatting is taken (mail, Word).
  const html = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return await (await item!.getType('text/html')).text();
  });
  expect(html).toMatch(/<ul><li>The council approved/);

  const documents = async () =>
    (await (await page.request.get('/api/documents', resend)).json()) as unknown[];
  expect(await documents()).toHaveLength(1);
  // Following a link inside the app leaves the page as much as closing the tab does.
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(documents).toHaveLength(0);
});

test('a file over 1 MB shows the large-file notice and the XL credit its estimated words need', async ({
  signedInPage: page,
}) => {
  // About 1.3 MB: an estimated 260,000 words, the 100K-500K tier.
  await chooseFile(page, 'archive.txt', 'text/plain', Buffer.from(longText(200_000)));
  await expect(page.getByText(/Large file:/)).toBeVisible();
  await expect(page.getByTestId('cost-estimate')).toContainText(
    'Needs an XL credit for 100K-500K words ($15.00)',
  );
  await expect(page.getByText(/Recommended: an XL credit/)).toBeVisible();
});

test('a small file shows no XL banner', async ({ signedInPage: page }) => {
  await chooseFile(page, 'short.txt', 'text/plain', Buffer.from(reportText()));
  await expect(page.getByTestId('cost-estimate')).toBeVisible();
  await expect(page.getByText(/Large file:/)).toBeHidden();
  await expect(page.getByText(/Recommended: an XL credit/)).toBeHidden();
});
