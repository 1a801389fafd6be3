import { expect, test } from '@playwright/test';
import { arrange } from './accounts.ts';
import { screenshotsAtTwoWidths, signedInAs, uniqueTag } from './adminFixtures.ts';
import { gotoLive } from './navigation.ts';
import { seriousViolations } from './pageChecks.ts';

/** /signup-monitor and /admin/surveys, as an admin uses them. */

test('the signup monitor lists new accounts and reads them again every 30 seconds', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  const email = await signedInAs(page, baseURL ?? '', 'admin', 'monitor');
  await gotoLive(page, '/signup-monitor');
  await expect(page.getByRole('heading', { level: 1, name: 'Signup Monitor' })).toBeVisible();
  await expect(page.getByText('Refreshes automatically every 30 seconds.')).toBeVisible();
  for (const card of ['Today', 'This Week', 'This Month']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  const recent = page.getByRole('region', { name: 'Recent Signups' });
  // The admin's own account was made a moment ago: initial, name, email, date and time.
  const own = recent.getByRole('listitem').filter({ hasText: email });
  await expect(own).toContainText('Grace Reader');
  await expect(own).toContainText(/\d{1,2}:\d{2}/);
  await expect(page.getByText('Times in UTC.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtTwoWidths(page, 'signup-monitor');

  // Someone signs up; thirty seconds later the list shows them, without a reload.
  const newcomer = `${uniqueTag('newcomer')}@example.com`;
  await arrange(async ({ db }) => {
    const at = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id: newcomer,
        email: newcomer,
        created_at: at,
        updated_at: at,
        first_name: null,
        last_name: null,
      })
      .execute();
  });
  await expect(recent.getByText(newcomer).first()).toHaveCount(0);
  await page.clock.runFor(30_000);
  // No name: the email stands in for it, and its first letter is the avatar.
  await expect(recent.getByRole('listitem').filter({ hasText: newcomer })).toContainText(
    newcomer.charAt(0).toUpperCase(),
  );

  await page.getByRole('link', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('survey answers: statistics with percent bars, filters, pages of answers with their other-text, CSV', async ({
  page,
  baseURL,
}) => {
  const source = uniqueTag('e2e');
  // 30 answers from one source: 20 helpful, 10 "other" each with its own text.
  await arrange(async ({ db }) => {
    const rows = Array.from({ length: 30 }, (_, index) => ({
      user_id: null,
      survey_type: 'feedback_page',
      response: index < 20 ? 'helpful_will_use_again' : 'other',
      other_text: index < 20 ? null : `Reason number ${index} ${source}`,
      session_id: null,
      document_name: 'contract.pdf',
      source,
      created_at: new Date(Date.now() - index * 60_000).toISOString(),
    }));
    await db.insertInto('survey_responses').values(rows).execute();
  });
  await signedInAs(page, baseURL ?? '', 'admin');
  await gotoLive(page, '/admin/surveys');
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Responses' })).toBeVisible();
  await page.getByLabel('Source', { exact: true }).selectOption(source);
  await page.getByLabel('Survey', { exact: true }).selectOption('feedback_page');

  const stats = page.getByRole('table', { name: 'Answers with their count and share' });
  await expect(page.getByText('Total responses: 30')).toBeVisible();
  const helpful = stats.getByRole('row').filter({ hasText: 'helpful_will_use_again' }).getByRole('cell');
  await expect(helpful.nth(1)).toHaveText('20');
  await expect(helpful.nth(2)).toHaveText('66.7%');
  const other = stats.getByRole('row').filter({ hasText: 'Other' }).getByRole('cell');
  await expect(other.nth(1)).toHaveText('10');
  await expect(other.nth(2)).toHaveText('33.3%');

  const answers = page.getByRole('table', { name: 'Survey responses, newest first' });
  await expect(answers.getByRole('columnheader')).toHaveText([
    'User',
    'Response',
    'Other Text',
    'Survey',
    'Source',
    'Document',
    'Date',
  ]);
  await expect(answers.getByRole('row')).toHaveCount(26);
  await expect(page.getByText('1–25 of 30')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtTwoWidths(page, 'admin-surveys');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('26–30 of 30')).toBeVisible();
  await expect(answers.getByRole('row').filter({ hasText: `Reason number 29 ${source}` })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const csv = readFileSync(path, 'utf8');
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(31);
  expect(csv).toContain(`Reason number 25 ${source}`);
  expect(download.suggestedFilename()).toMatch(/^survey-responses-\d{4}-\d{2}-\d{2}\.csv$/);
});
