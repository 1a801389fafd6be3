import { enqueueMail } from '../../server/email/outbox.ts';
import { renderMail } from '../../server/email/template.ts';
import { arrange, expect, test } from './accounts.ts';
import { screenshotsAtTwoWidths, signedInAs, uniqueTag } from './adminFixtures.ts';
import { latestMailTo } from './mailbox.ts';
import { gotoLive } from './navigation.ts';

/**
 * The admin's failed messages on /email-management, in Chromium: a message the outbox gave up on is
 * listed with its error; Retry (from the keyboard) queues it again, the row and the figures say so, and
 * the SMTP test server beside the server receives it.
 */

/** A message that a mail server refused for good (550), as the outbox leaves it. */
async function seedFailedMessage(to: string, subject: string): Promise<void> {
  await arrange(async ({ db }) => {
    const rendered = renderMail(
      { productName: 'Summer', publicUrl: 'http://localhost', supportEmail: 'help@summer.example' },
      { subject, heading: subject, blocks: [{ kind: 'paragraph', text: 'Sent again after a refusal.' }] },
    );
    // Queued as due tomorrow, so the running sender leaves it alone until it is marked failed.
    const { id } = await enqueueMail(
      db,
      { kind: 'admin', dedupeKey: `e2e-failed:${to}`, userId: null, to, rendered },
      { from: 'hello@summer.example', now: new Date(Date.now() + 86_400_000) },
    );
    await db
      .updateTable('email_outbox')
      .set({
        status: 'failed',
        attempts: 1,
        last_error: '550 5.1.1 Mailbox unavailable',
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  });
}

// Both tests change the count of failed messages the first one reads, so they run one after the other.
test.describe.configure({ mode: 'default' });

const failedFigure = async (text: Promise<string | null>) =>
  Number(/failed (\d+)/.exec((await text) ?? '')?.[1]);

test('an admin sees a failed message and retries it', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  await signedInAs(page, baseURL, 'admin', 'failures-admin');
  const to = `${uniqueTag('bounced')}@customers.example`;
  const subject = `Your summary is ready ${uniqueTag('s')}`;
  await seedFailedMessage(to, subject);

  await gotoLive(page, '/email-management');
  await expect(page.getByRole('heading', { name: 'Failed messages', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Failed messages, newest first' });
  const row = table.getByRole('row').filter({ hasText: to });
  await expect(row).toContainText(subject);
  await expect(row).toContainText('550 5.1.1 Mailbox unavailable');
  await expect(row.getByRole('cell').nth(1)).toContainText('1 attempt');
  const figures = page.getByTestId('email-delivery');
  await expect(figures).toContainText(/failed [1-9]/);
  const failedBefore = await failedFigure(figures.textContent());
  await screenshotsAtTwoWidths(page, 'email-failures');

  // From the keyboard: the row's Retry button takes focus and Enter presses it.
  const retry = row.getByRole('button', { name: `Retry the message to ${to}: ${subject}` });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Queued for delivery');
  await expect(page.getByRole('status').filter({ hasText: `The message to ${to} is queued` })).toBeAttached();
  await expect(figures).toContainText(`failed ${failedBefore - 1}`);
  // The row stays, saying what happened, and holds the focus the button had.
  await expect(row.getByText('Queued for delivery')).toBeFocused();

  const mail = await latestMailTo(to);
  expect(mail.subject).toBe(subject);
  expect(String(mail.text)).toContain('Sent again after a refusal.');

  // Read again, the list no longer has it; the audit log has the retry.
  await gotoLive(page, '/email-management');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: to })).toHaveCount(0);
  let audited = 0;
  await arrange(async ({ db }) => {
    const rows = await db
      .selectFrom('admin_audit_log')
      .select('id')
      .where('action', '=', 'email.retry')
      .where('after_json', 'like', `%${subject}%`)
      .execute();
    audited = rows.length;
  });
  expect(audited).toBe(1);
});

test('a retried message refused again comes back with its new error and its Retry button', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  await signedInAs(page, baseURL, 'admin', 'failures-again');
  const to = `${uniqueTag('refused')}@customers.example`;
  const subject = `Your credits ${uniqueTag('s')}`;
  await seedFailedMessage(to, subject);
  await gotoLive(page, '/email-management');
  const row = page
    .getByRole('table', { name: 'Failed messages, newest first' })
    .getByRole('row')
    .filter({ hasText: to });
  await row.getByRole('button', { name: /^Retry the message/ }).click();
  await expect(row).toContainText('Queued for delivery');

  // The mail server refuses it again (as the sender would record it), with a new error.
  await arrange(async ({ db }) => {
    await db
      .updateTable('email_outbox')
      .set({ status: 'failed', attempts: 1, last_error: '554 5.7.1 Rejected by policy' })
      .where('to_address', '=', to)
      .execute();
  });
  await expect(row).toContainText('554 5.7.1 Rejected by policy');
  await expect(row.getByRole('button', { name: /^Retry the message/ })).toBeVisible();
});
