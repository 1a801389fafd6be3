import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FailedEmail } from '../../shared/api/email.ts';
import { OUTBOX_FAILURES } from '../../shared/domain/index.ts';
import { signUpWithRole } from '../admin/testing/seedAccounts.ts';
import { signUp, type TestClient } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { type SmtpTestServer, startSmtpTestServer } from './testing/smtpTestServer.ts';

/**
 * The admin's list of failed mail and its retry, on the real server with a real SMTP server: a message
 * refused for good (550) is listed with the server's words and without its body; once the mailbox
 * exists, a retry delivers it exactly once and takes it off the list; a retry of a message that is not
 * failed (a second click, another admin's click at the same moment) changes nothing and says so.
 */

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

const harness = withTestServer(() => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: '"Summer" <hello@summer.example>',
  EMAIL_SEND_INTERVAL_MS: '200',
}));

beforeEach(() => {
  smtp.refuse = undefined;
});

type Failures = { failures: FailedEmail[]; total: number };

async function admin(prefix: string): Promise<TestClient> {
  return (await signUpWithRole(harness, 'admin', { prefix })).client;
}

/** The admin's message to `to`, refused with `refusal` by the SMTP server, as the failed list shows it. */
async function failedMessageTo(client: TestClient, to: string, subject: string, refusal: string) {
  smtp.refuse = () => ({ code: 550, message: refusal });
  const sent = await client.json('POST', '/api/admin/send-email', {
    emails: [to],
    subject,
    content: 'The body the list must not show.',
    isHtml: false,
  });
  expect(sent).toEqual({ status: 200, body: { sent: 1, failed: 0 } });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const list = await client.json<Failures>('GET', '/api/admin/email-failures');
    expect(list.status).toBe(200);
    const found = list.body.failures.find((failure) => failure.subject === subject);
    if (found) {
      smtp.refuse = undefined;
      return { failure: found, list: list.body };
    }
    if (Date.now() > deadline) throw new Error(`no failed message "${subject}" listed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const delivered = (address: string) =>
  smtp.received.filter((mail) => mail.envelope.to.includes(address)).length;

async function waitForDelivery(address: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (delivered(address) === 0) {
    if (Date.now() > deadline) throw new Error(`nothing delivered to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('failed mail', () => {
  it('lists a permanently refused message with its error, and a retry delivers it exactly once', async () => {
    const client = await admin('failures-admin');
    const reader = await signUp(harness.server, { prefix: 'failures-reader' });
    const { failure, list } = await failedMessageTo(
      client,
      reader.email,
      'Refused at first',
      'Mailbox unavailable',
    );
    expect(failure).toEqual({
      id: expect.any(Number),
      to: reader.email,
      kind: 'admin',
      subject: 'Refused at first',
      attempts: 1,
      lastError: expect.stringMatching(/550.*Mailbox unavailable/),
      failedAt: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toContain('must not show');
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(delivered(reader.email)).toBe(0);

    // The mailbox exists now: the retry goes out at once, once.
    const retried = await client.json('POST', `/api/admin/email-failures/${failure.id}/retry`);
    expect(retried).toEqual({
      status: 200,
      body: { retried: { id: failure.id, to: reader.email, subject: 'Refused at first' } },
    });
    await waitForDelivery(reader.email);
    const [mail] = smtp.received.filter((received) => received.envelope.to.includes(reader.email));
    expect(mail?.parsed.subject).toBe('Refused at first');
    expect(mail?.parsed.text).toContain('The body the list must not show.');

    const after = await client.json<Failures>('GET', '/api/admin/email-failures');
    expect(after.body.failures.map(({ id }) => id)).not.toContain(failure.id);
    expect(after.body.total).toBe(list.total - 1);

    // A second click on the delivered message is refused and sends nothing more.
    const again = await client.json('POST', `/api/admin/email-failures/${failure.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'email_not_failed' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(delivered(reader.email)).toBe(1);

    const audit = await harness.database.db
      .selectFrom('admin_audit_log')
      .select(['action', 'target_label', 'after_json'])
      .where('action', '=', 'email.retry')
      .execute();
    expect(audit).toContainEqual({
      action: 'email.retry',
      target_label: reader.email,
      after_json: expect.stringContaining(`"message":${failure.id}`),
    });
  });

  it('lets one of two admins clicking at the same moment retry, and refuses the other', async () => {
    const first = await admin('failures-first');
    const second = await admin('failures-second');
    const reader = await signUp(harness.server, { prefix: 'failures-both' });
    const { failure } = await failedMessageTo(first, reader.email, 'Clicked twice', 'No such user');
    smtp.refuse = () => ({ code: 451, message: 'Try again later' });
    const answers = await Promise.all([
      first.json('POST', `/api/admin/email-failures/${failure.id}/retry`),
      second.json('POST', `/api/admin/email-failures/${failure.id}/retry`),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    const row = await harness.database.db
      .selectFrom('email_outbox')
      .select(['status', 'attempts'])
      .where('id', '=', failure.id)
      .executeTakeFirstOrThrow();
    // Back in the outbox with its retries ahead of it: the 451 makes it wait, it does not fail it.
    expect(row.status === 'pending' || row.status === 'sending').toBe(true);
    expect(row.attempts).toBeLessThan(3);
    smtp.refuse = undefined;
  });

  it('shortens long errors, and refuses a message that does not exist', async () => {
    const client = await admin('failures-long');
    const reader = await signUp(harness.server, { prefix: 'failures-long-reader' });
    const { failure } = await failedMessageTo(
      client,
      reader.email,
      'A long refusal',
      `Rejected ${'because of a policy '.repeat(30)}`,
    );
    expect(failure.lastError?.length).toBe(OUTBOX_FAILURES.errorMax);
    expect(failure.lastError?.endsWith('…')).toBe(true);

    const missing = await client.json('POST', '/api/admin/email-failures/99999999/retry');
    expect(missing.status).toBe(404);
    const nonsense = await client.json('POST', '/api/admin/email-failures/abc/retry');
    expect(nonsense.status).toBe(400);
    // Past PostgreSQL's integer ids: refused as input, not failed in the database.
    const huge = await client.json('POST', '/api/admin/email-failures/99999999999/retry');
    expect(huge.status).toBe(400);
  });
});
