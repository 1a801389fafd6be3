import { expect, test } from '@playwright/test';
import { arrange, resend } from './accounts.ts';
import {
  auditActionsFor,
  screenshotsAtTwoWidths,
  seedAnalytics,
  seedCustomer,
  signedInAs,
  uniqueTag,
} from './adminFixtures.ts';
import { gotoLive } from './navigation.ts';
import { seriousViolations } from './pageChecks.ts';

/** The operator's dashboard at /admin: an owner's, an admin's, an ordinary user's and a visitor's. */

test("an owner reads the figures and changes a customer's credits, each change confirmed first", async ({
  page,
  baseURL,
}) => {
  const lastName = uniqueTag('Lovelace');
  const customer = await seedCustomer(lastName, 2);
  await signedInAs(page, baseURL ?? '', 'owner');
  await gotoLive(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Admin Dashboard | Summer');
  for (const card of ['Total Users', 'Active Subscriptions', 'Documents Processed', 'Total Revenue']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  const admin = page.getByRole('navigation', { name: 'Admin' });
  for (const link of ['Survey Responses', 'Analytics', 'Signup Monitor', 'Back to App']) {
    await expect(admin.getByRole('link', { name: link })).toBeVisible();
  }
  const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['Users', 'Pages', 'Revenue', 'Signups', 'Emails', 'Surveys', 'Audit']);
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');

  // All Users: the server finds the customer by last name among everybody.
  const users = page.getByRole('table', { name: 'All users' });
  await expect(users.getByRole('columnheader')).toHaveText([
    'Email',
    'Name',
    'Subscription',
    'Documents',
    'Free Used',
    'Payment',
    'Summary Exports',
    'Joined',
  ]);
  await page.getByLabel('Search users by email, first or last name').fill(lastName.toLowerCase());
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(users.getByRole('row').nth(1)).toContainText(customer.email);
  await expect(users.getByRole('row').nth(1)).toContainText(`Ada ${lastName}`);
  await expect(users.getByRole('row').nth(1)).toContainText('Yes (1)');
  expect(await seriousViolations(page)).toEqual([]);

  // The owner's credit tools: search by email (the button waits for text), add, reset.
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeDisabled();
  await page.getByLabel('Search users by email', { exact: true }).fill(customer.email);
  await page.getByLabel('Search users by email', { exact: true }).press('Enter');
  await expect(page.getByRole('radio', { name: new RegExp(customer.email) })).toBeChecked();
  // What is typed outside 1–100 falls back, and the dialog says so before anything is added.
  await page.getByLabel('Credits to add (1–100)').fill('2.5');
  await page.getByRole('button', { name: 'Add Credits' }).click();
  const corrected = page.getByRole('dialog', { name: 'Add 1 credit?' });
  await expect(corrected).toContainText(
    '“2.5” is not a whole number from 1 to 100, so 1 credit will be added.',
  );
  await corrected.getByRole('button', { name: 'Cancel' }).click();
  await page.getByLabel('Credits to add (1–100)').fill('5');
  await page.getByRole('button', { name: 'Add Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add 5 credits?' });
  await expect(dialog).toContainText('has 2 credits and will have 7');
  await screenshotsAtTwoWidths(page, 'admin-owner-confirm');
  await dialog.getByRole('button', { name: 'Add Credits' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Credits Added' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(users.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Reset to 0' }).click();
  await page
    .getByRole('dialog', { name: 'Reset credits to 0?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await page.getByRole('button', { name: 'Reset to 0' }).click();
  await page
    .getByRole('dialog', { name: 'Reset credits to 0?' })
    .getByRole('button', { name: 'Reset Credits' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Credits Reset' })).toBeVisible();
  let paid = -1;
  await arrange(async ({ db }) => {
    paid = (
      await db
        .selectFrom('users')
        .select('paid_documents_available')
        .where('id', '=', customer.id)
        .executeTakeFirstOrThrow()
    ).paid_documents_available;
  });
  expect(paid).toBe(0);
  expect(await auditActionsFor(customer.id)).toEqual(['credits.add', 'credits.reset']);
  await screenshotsAtTwoWidths(page, 'admin-owner-users');

  // The Audit tab shows both changes.
  await page.getByRole('tab', { name: 'Audit' }).click();
  const audit = page.getByRole('table', { name: 'Changes made in the admin area, newest first' });
  await expect(audit.getByRole('row').filter({ hasText: customer.email }).first()).toContainText(
    'Credits reset',
  );
  await expect(
    audit.getByRole('row').filter({ hasText: 'Credits added' }).filter({ hasText: customer.email }),
  ).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtTwoWidths(page, 'admin-audit');

  // Removing the customer for good, after confirming.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users by email', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Remove User' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove this user permanently?' });
  await expect(removal).toContainText('Their payments stay in the books without any personal data.');
  await removal.getByRole('button', { name: 'Remove User' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User Removed' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 payment(s) kept' })).toBeVisible();
  let remaining = -1;
  await arrange(async ({ db }) => {
    remaining = (await db.selectFrom('users').select('id').where('id', '=', customer.id).execute()).length;
  });
  expect(remaining).toBe(0);

  // 3 credits to everybody asks first; cancelling gives nobody anything. (Giving is proven by the
  // server's tests: here other journeys share the server and count their credits.)
  await page.getByRole('button', { name: 'Distribute 3 Credits to All Users' }).click();
  const distribution = page.getByRole('dialog', { name: 'Distribute credits to all users?' });
  await expect(distribution).toContainText(
    'Every user receives 3 more credits, also those who received some in an earlier distribution.',
  );
  await distribution.getByRole('button', { name: 'Cancel' }).click();
  await expect(distribution).toBeHidden();
});

test('the other tabs: pages, revenue, signups, emails (not configured yet) and surveys', async ({
  page,
  baseURL,
}) => {
  const path = `/pricing/${uniqueTag('p')}`;
  await seedAnalytics(path);
  await seedCustomer(uniqueTag('Payer'));
  await signedInAs(page, baseURL ?? '', 'admin');
  await gotoLive(page, '/admin');
  // An admin who is not the owner sees the figures but not the owner's tools.
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Retention Program' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'User Search and Credits' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Pages' }).click();
  const pages = page.getByRole('table', { name: 'Most viewed pages' });
  await expect(pages.getByRole('columnheader')).toHaveText(['Path', 'Title', 'Views']);
  await expect(pages.getByRole('row').filter({ hasText: path })).toContainText('Pricing | Summer');

  await page.getByRole('tab', { name: 'Revenue' }).click();
  await expect(page.getByRole('table', { name: /Revenue by type/ }).getByRole('columnheader')).toHaveText([
    'Type',
    'Count',
    'Total',
  ]);
  await expect(page.getByRole('table', { name: /Revenue by type/ })).toContainText('Power Pack (25)');
  await expect(page.getByRole('table', { name: /Revenue by month/ }).getByRole('columnheader')).toHaveText([
    'Month',
    'Transactions',
    'Total',
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Signups' }).click();
  const signups = page.getByRole('table', { name: 'Sign-ups per day, last 30 days' });
  await expect(signups.getByRole('row')).toHaveCount(31);

  await page.getByRole('tab', { name: 'Emails' }).click();
  // The journeys' server mails through a local SMTP server: the tab says how mail goes, buttons ready.
  await expect(page.getByTestId('email-delivery')).toContainText('Delivered');
  await expect(page.getByRole('button', { name: 'Schedule Promotional Emails' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Send Pending Emails' })).toBeEnabled();
  await screenshotsAtTwoWidths(page, 'admin-emails');

  await page.getByRole('tab', { name: 'Surveys' }).click();
  await expect(page.getByRole('heading', { name: 'Survey Statistics' })).toBeVisible();
  await expect(page.getByText('Total responses:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All survey responses' })).toHaveAttribute(
    'href',
    '/admin/surveys',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: the arrow keys move between tabs.
  await page.getByRole('tab', { name: 'Surveys' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Audit' })).toBeFocused();
});

test('a signed-in user who is not an admin is kept out of every admin page, as SPEC says', async ({
  page,
  baseURL,
}) => {
  await signedInAs(page, baseURL ?? '', null, 'not-admin');
  for (const path of ['/admin', '/analytics']) {
    await gotoLive(page, path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Summarize your documents' })).toBeVisible();
  }
  await gotoLive(page, '/signup-monitor');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have admin privileges to access the signup monitor.")).toBeVisible();
  await screenshotsAtTwoWidths(page, 'signup-monitor-denied');
  await gotoLive(page, '/admin/surveys');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Nothing of the admin area's data reached the page.
  const answer = await page.request.get('/api/admin/analytics/summary', resend);
  expect(answer.status()).toBe(403);
});

test('a visitor sees the landing page at every admin path', async ({ page }) => {
  for (const path of ['/admin', '/admin/surveys', '/signup-monitor', '/analytics']) {
    const response = await gotoLive(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      'Summarize any document in seconds',
    );
  }
  expect((await page.request.get('/api/admin/analytics/summary', resend)).status()).toBe(401);
});

test('every admin page fits a phone: nothing but the wide tables scrolls sideways', async ({
  page,
  baseURL,
}) => {
  await seedAnalytics(`/phone/${uniqueTag('fit')}`);
  const customer = await seedCustomer(uniqueTag('Averyveryverylongfamilyname'));
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, baseURL ?? '', 'owner');
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const path of ['/admin', '/analytics', '/signup-monitor', '/admin/surveys']) {
    await gotoLive(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(await pageWidth(), path).toBeLessThanOrEqual(390);
  }
  // The owner's tools with a long address chosen and its confirmation open.
  await gotoLive(page, '/admin');
  await page.getByLabel('Search users by email', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Remove User' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await pageWidth(), 'owner tools').toBeLessThanOrEqual(390);
  await screenshotsAtTwoWidths(page, 'admin-owner-remove');
});
