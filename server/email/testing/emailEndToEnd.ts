import { afterAll, beforeAll, beforeEach } from 'vitest';
import { signUpWithRole } from '../../admin/testing/seedAccounts.ts';
import { withStripeServer } from '../../payments/testing/withStripeServer.ts';
import { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from './smtpTestServer.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The email suites' set-up, its hooks registered in the calling test file: a real SMTP server, the
 * server with the Stripe stand-in on a clock the test can move (`clock.offsetMs`), and readers of the
 * mail that arrived.
 */
export function emailEndToEnd() {
  let smtp: SmtpTestServer;
  const clock = { offsetMs: 0 };
  const now = () => new Date(Date.now() + clock.offsetMs);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  const harness = withStripeServer(
    () => ({
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Summer" <hello@summer.example>',
      MAIL_POSTAL_ADDRESS: '1 Beach Road, Sunnyvale, CA 94000, USA',
      EMAIL_SEND_INTERVAL_MS: '200',
      // The admin's runs are the subject here; the hourly check stays out of their way.
      PROMOTIONAL_CHECK_INTERVAL_MS: '3600000',
    }),
    { now },
  );

  beforeEach(() => {
    smtp.refuse = undefined;
  });

  /** Every mail the SMTP server took. */
  const received = () => smtp.received;

  /** The mails that arrived for one address (waiting for `count` of them). */
  async function mailsTo(address: string, count = 1, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = received().filter((mail) => mail.envelope.to.includes(address));
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails arrived for ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const admin = (prefix = 'admin') => signUpWithRole(harness, 'admin', { prefix });
  return { harness, clock, now, received, mailsTo, admin };
}

/** The links of a mail's HTML part. */
export function linksOf(mail: ReceivedMail): string[] {
  return [...String(mail.parsed.html).matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

/** A link of the product as the test server answers it (the mail carries PUBLIC_URL's host). */
export function local(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
