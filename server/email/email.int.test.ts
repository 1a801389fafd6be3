import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROMOTIONAL_CAMPAIGN } from '../../shared/domain/index.ts';
import { signUpWithRole } from '../admin/testing/seedAccounts.ts';
import { withStripeServer } from '../payments/testing/withStripeServer.ts';
import { createTestClient, signUp, TEST_PASSWORD, type TestClient } from '../testing/httpClient.ts';
import { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from './testing/smtpTestServer.ts';

/**
 * Email end to end on the real server, a real SMTP server and the Stripe stand-in: the admin's compose,
 * password reset, the promotional campaign on seeded users and a moved clock (its selection rules, its
 * codes honoured by the checkout, one-click unsubscribe), and the credit emails. Links in mail are
 * followed as a reader would.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
let smtp: SmtpTestServer;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

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

const admin = (prefix = 'admin') => signUpWithRole(harness, 'admin', { prefix });

/** The mails that arrived for one address (waiting for `count` of them). */
async function mailsTo(address: string, count = 1, timeoutMs = 15_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.envelope.to.includes(address));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails arrived for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The links of a mail's HTML part. */
function linksOf(mail: ReceivedMail): string[] {
  return [...String(mail.parsed.html).matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

/** A link of the product as the test server answers it (the mail carries PUBLIC_URL's host). */
function local(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('admin compose', () => {
  it('mails each chosen account once, sanitized, and counts addresses that are not accounts as failed', async () => {
    const { client } = await admin();
    const reader = await signUp(harness.server, { prefix: 'reader' });
    const answer = await client.json('POST', '/api/admin/send-email', {
      emails: [reader.email, reader.email.toUpperCase(), 'nobody@example.com'],
      subject: 'Our summer news',
      content:
        '<h2>New</h2><p>Read <a href="https://summer.example/blog">the blog</a>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      isHtml: true,
    });
    expect(answer).toEqual({ status: 200, body: { sent: 1, failed: 1 } });
    const [mail] = await mailsTo(reader.email);
    expect(mail?.parsed.subject).toBe('Our summer news');
    expect(mail?.parsed.html).toContain('<h2>New</h2>');
    expect(mail?.parsed.html).not.toMatch(/<script|onerror|alert\(/);
    expect(mail?.parsed.text).toContain('Read the blog.');
    expect(mail?.parsed.text).toContain('https://summer.example/blog');
    // Not marketing: no unsubscribe header on an admin's message.
    expect(mail?.parsed.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((m) => m.envelope.to.includes(reader.email))).toHaveLength(1);
  });

  it('refuses a send without recipients or without subject and content, with SPEC words', async () => {
    const { client } = await admin();
    const none = await client.json<{ message: string }>('POST', '/api/admin/send-email', {
      emails: [],
      subject: 'x',
      content: 'y',
      isHtml: false,
    });
    expect(none.status).toBe(400);
    const blank = await client.json('POST', '/api/admin/send-email', {
      emails: ['a@example.com'],
      subject: '   ',
      content: 'y',
      isHtml: false,
    });
    expect(blank.status).toBe(400);
  });

  it('lists every account for the email screen', async () => {
    const { client } = await admin();
    const someone = await signUp(harness.server, { prefix: 'listed' });
    const list = await client.json<{ email: string; firstName: string }[]>('GET', '/api/admin/email-list');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(expect.objectContaining({ email: someone.email, firstName: 'Test' }));
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password once, ends every other session and token, and signs in', async () => {
    const { email, client: otherBrowser } = await signUp(harness.server, { prefix: 'forgetful' });
    const desktop = await createTestClient(harness.server.url).json<{ token: string }>(
      'POST',
      '/api/auth/token',
      {
        email,
        password: TEST_PASSWORD,
      },
    );
    expect(desktop.status).toBe(201);

    const visitor = createTestClient(harness.server.url);
    const asked = await visitor.json<{ message: string }>('POST', '/api/forgot-password', { email });
    const unknown = await visitor.json<{ message: string }>('POST', '/api/forgot-password', {
      email: 'no-such-account@example.com',
    });
    expect(asked.status).toBe(200);
    expect(unknown).toEqual(asked);

    const [mail] = await mailsTo(email);
    expect(mail?.parsed.subject).toBe('Reset your Summer password');
    const link = linksOf(mail as ReceivedMail).find((href) => href.includes('/reset-password?token='));
    expect(link).toBeDefined();
    expect(mail?.parsed.text).toContain(String(link));
    // The link opens the reset page.
    const page = await visitor.fetch(local(String(link)));
    expect(page.status).toBe(200);

    const token = new URL(String(link)).searchParams.get('token');
    const tooShort = await visitor.json('POST', '/api/reset-password', { token, password: 'short' });
    expect(tooShort.status).toBe(400);
    // Sign-up's rules: a common password, or the account's own email, is refused and the link stays good.
    for (const guessable of ['password', email]) {
      const weak = await visitor.json<{ error: string }>('POST', '/api/reset-password', {
        token,
        password: guessable,
      });
      expect(weak.status).toBe(400);
      expect(weak.body.error).toBe('weak_password');
    }
    const reset = await visitor.json<{ email: string }>('POST', '/api/reset-password', {
      token,
      password: 'a brand new password',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.email).toBe(email);
    expect((await visitor.json('GET', '/api/auth/user')).status).toBe(200);

    // Everything signed in before is signed out; the link works once.
    expect((await otherBrowser.json('GET', '/api/auth/user')).status).toBe(401);
    const withToken = createTestClient(harness.server.url, {
      headers: { authorization: `Bearer ${desktop.body.token}` },
    });
    expect((await withToken.json('GET', '/api/auth/user')).status).toBe(401);
    const again = await visitor.json<{ error: string }>('POST', '/api/reset-password', {
      token,
      password: 'yet another password',
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('reset_link_invalid');

    const login = async (password: string) =>
      (await createTestClient(harness.server.url).json('POST', '/api/login', { email, password })).status;
    expect(await login('a brand new password')).toBe(200);
    expect(await login(TEST_PASSWORD)).toBe(401);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp(harness.server, { prefix: 'late' });
    const visitor = createTestClient(harness.server.url);
    await visitor.json('POST', '/api/forgot-password', { email });
    const [mail] = await mailsTo(email);
    const token = new URL(
      String(linksOf(mail as ReceivedMail).find((href) => href.includes('token='))),
    ).searchParams.get('token');
    offsetMs += 61 * 60 * 1000;
    try {
      const late = await visitor.json<{ error: string }>('POST', '/api/reset-password', {
        token,
        password: 'a brand new password',
      });
      expect(late.body.error).toBe('reset_link_invalid');
    } finally {
      offsetMs -= 61 * 60 * 1000;
    }
  });
});

describe('the promotional campaign', () => {
  /** Accounts made `daysAgo` days before the server's clock, in the state a test needs. */
  async function seeded(prefix: string, daysAgo: number, change: Record<string, number> = {}) {
    const account = await signUp(harness.server, { prefix });
    await harness.database.db
      .updateTable('users')
      .set({ created_at: new Date(now().getTime() - daysAgo * DAY_MS).toISOString(), ...change })
      .where('email', '=', account.email)
      .execute();
    return { ...account, userId: await harness.database.userId(account.email) };
  }

  let adminClient: TestClient;
  const schedule = () =>
    adminClient.json<{ message: string; scheduled: number }>(
      'POST',
      '/api/admin/promotional-emails/schedule',
    );

  it('mails once each user 3+ days in who bought nothing, has no credits and did not unsubscribe', async () => {
    adminClient = (await admin('campaign-admin')).client;
    // Everyone made by other tests is recent: the seeded users below are the only ones due.
    const due = await seeded('promo-due', 4);
    const tooNew = await seeded('promo-new', 2);
    const withCredits = await seeded('promo-credits', 5, { paid_documents_available: 2 });
    const withXl = await seeded('promo-xl', 5, { ultra_large_100k_credits: 1 });
    const subscriber = await seeded('promo-subscriber', 5, { subscription_active: 1 });
    const buyer = await seeded('promo-buyer', 6);
    await harness.database.db
      .insertInto('payments')
      .values({
        user_id: buyer.userId,
        kind: 'package',
        stripe_payment_intent_id: 'pi_seeded_buyer',
        stripe_invoice_id: null,
        package_type: 'bundle_5',
        amount_cents: 300,
        currency: 'usd',
        paid_at: now().toISOString(),
        created_at: now().toISOString(),
        updated_at: now().toISOString(),
      })
      .execute();
    const unsubscribed = await seeded('promo-unsubscribed', 7);
    expect(
      (await unsubscribed.client.json('PATCH', '/api/account/email-preferences', { marketingEmails: false }))
        .status,
    ).toBe(200);

    const first = await schedule();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const mailed = await harness.database.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('kind', '=', 'promotional')
      .execute();
    expect(mailed.map((row) => row.to_address)).toEqual([due.email]);
    expect(first.body.scheduled).toBe(1);
    for (const skipped of [tooNew, withCredits, withXl, subscriber, buyer, unsubscribed]) {
      expect(mailed.map((row) => row.to_address)).not.toContain(skipped.email);
    }

    // A second run sends nobody the campaign twice; once the clock passes three days, the newer one is due.
    expect((await schedule()).body.scheduled).toBe(0);
    offsetMs += 2 * DAY_MS;
    try {
      expect((await schedule()).body.scheduled).toBe(1);
      await mailsTo(tooNew.email);
    } finally {
      offsetMs -= 2 * DAY_MS;
    }
    await mailsTo(due.email);
    expect(smtp.received.filter((mail) => mail.envelope.to.includes(due.email))).toHaveLength(1);
  });

  it("carries one-click unsubscribe and the sender's postal address, and its links work when followed", async () => {
    const reader = await seeded('promo-reader', 10);
    expect((await schedule()).status).toBe(200);
    const [mail] = await mailsTo(reader.email);
    const parsed = (mail as ReceivedMail).parsed;
    expect(parsed.subject).toBe(`${PROMOTIONAL_CAMPAIGN.percentOff}% off Summer, just for you`);
    const headerLine = (name: string) =>
      parsed.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n\s+/g, '');
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = String(headerLine('list-unsubscribe'));
    expect(listUnsubscribe).toMatch(/\/api\/unsubscribe\?token=/);
    for (const part of [String(parsed.html), String(parsed.text)]) {
      expect(part).toContain('1 Beach Road, Sunnyvale, CA 94000, USA');
      expect(part).toMatch(/HALF-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    }
    const code = String(/HALF-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(String(parsed.text))?.[0]);

    // Every link of the mail opens a page of the product.
    const links = linksOf(mail as ReceivedMail).filter((href) => href.startsWith('http://localhost'));
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) expect((await reader.client.fetch(local(link))).status, link).toBe(200);

    // The 5-pack link's code takes half off at checkout, and the payment grants the full pack.
    const packLink = new URL(String(links.find((href) => href.includes('pack=5'))));
    expect(packLink.searchParams.get('code')).toBe(code);
    const intent = await reader.client.json<{
      amount: number;
      regularAmount: number;
      paymentIntentId: string;
    }>('POST', '/api/create-payment-intent', { packageType: 'bundle_5', promotionCode: code });
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    expect(intent.body).toMatchObject({ amount: 150, regularAmount: 300 });
    harness.stripe.account.succeedPaymentIntent(intent.body.paymentIntentId);
    const paid = await reader.client.json<{ credits: number }>('POST', '/api/complete-payment', {
      paymentIntentId: intent.body.paymentIntentId,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.credits).toBe(5);
    // One use.
    const twice = await reader.client.json<{ error: string }>('POST', '/api/create-payment-intent', {
      packageType: 'bundle_5',
      promotionCode: code,
    });
    expect(twice.body.error).toBe('promotion_code_used');

    // One-click unsubscribe, as a mail program sends it: a POST with no cookie and no Origin.
    const oneClick = await fetch(
      listUnsubscribe.replace(/^<|>$/g, '').replace(/^https?:\/\/[^/]+/, harness.server.url),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(oneClick.status).toBe(200);
    const choice = await reader.client.json('GET', '/api/account/email-preferences');
    expect(choice.body).toEqual({ marketingEmails: false });
  });

  it('honours a code on the monthly plan with the campaign coupon at Stripe, and not on other packages', async () => {
    const reader = await seeded('promo-plan', 10);
    await schedule();
    const [mail] = await mailsTo(reader.email);
    const code = String(/HALF-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(String(mail?.parsed.text))?.[0]);
    const xl = await reader.client.json<{ error: string }>('POST', '/api/create-payment-intent', {
      packageType: 'xl_100k',
      promotionCode: code,
    });
    expect(xl.body.error).toBe('promotion_code_not_applicable');
    const stranger = await seeded('promo-stranger', 1);
    const stolen = await stranger.client.json<{ error: string }>('POST', '/api/create-payment-intent', {
      packageType: 'bundle_5',
      promotionCode: code,
    });
    expect(stolen.body.error).toBe('promotion_code_invalid');

    const started = await reader.client.json<{ subscriptionId: string }>('POST', '/api/create-subscription', {
      billingInterval: 'month',
      promotionCode: code,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const subscription = harness.stripe.account.get(started.body.subscriptionId);
    const invoice = harness.stripe.account.get(subscription.latest_invoice);
    expect(invoice.amount_due).toBe(500);
    expect(subscription.discounts).toEqual([`${PROMOTIONAL_CAMPAIGN.id}-${PROMOTIONAL_CAMPAIGN.percentOff}`]);
  });

  it('shows the unsubscribe page signed out and changes the choice only when asked', async () => {
    const reader = await seeded('promo-page', 10);
    await schedule();
    const [mail] = await mailsTo(reader.email);
    const pageLink = String(
      linksOf(mail as ReceivedMail).find((href) => href.includes('/unsubscribe?token=')),
    );
    const token = String(new URL(pageLink).searchParams.get('token'));
    const visitor = createTestClient(harness.server.url);
    expect((await visitor.fetch(local(pageLink))).status).toBe(200);
    const before = await visitor.json(
      'GET',
      `/api/email-preferences/link?token=${encodeURIComponent(token)}`,
    );
    expect(before.body).toMatchObject({ marketingEmails: true });
    const after = await visitor.json('POST', '/api/email-preferences/link', {
      token,
      marketingEmails: false,
    });
    expect(after.body).toMatchObject({ marketingEmails: false });
    const forged = await visitor.json<{ error: string }>(
      'GET',
      `/api/email-preferences/link?token=${encodeURIComponent(`${token.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAAAA`)}`,
    );
    expect(forged.body.error).toBe('unsubscribe_link_invalid');
  });
});

describe('credit emails', () => {
  it('tells each user given credits today once, and nobody else', async () => {
    const { client } = await admin('credits-admin');
    const gifted = await signUp(harness.server, { prefix: 'gifted' });
    const other = await signUp(harness.server, { prefix: 'not-gifted' });
    const { grantCredits } = await import('../credits/grantCredits.ts');
    const userId = await harness.database.userId(gifted.email);
    const grant = (paid: number, reason: 'admin_grant' | 'admin_reset' | 'distribution', at: number) =>
      grantCredits({
        db: harness.database.db,
        userId,
        credits: { paid },
        reason,
        now: new Date(now().getTime() + at),
      });
    // 5 given and taken back by a reset, then 3: the mail tells of the 3 the user has.
    await grant(5, 'admin_grant', 0);
    await grant(-5, 'admin_reset', 1000);
    await grant(3, 'distribution', 2000);
    const first = await client.json<{ queued: number }>('POST', '/api/admin/send-credit-emails');
    expect(first.status).toBe(200);
    expect(first.body.queued).toBe(1);
    const [mail] = await mailsTo(gifted.email);
    expect(mail?.parsed.text).toContain('3 credits were added');
    expect(mail?.parsed.text).toContain('You now have 3 paid credits');
    expect((await client.json<{ queued: number }>('POST', '/api/admin/send-credit-emails')).body.queued).toBe(
      0,
    );
    expect(smtp.received.some((m) => m.envelope.to.includes(other.email))).toBe(false);
  });
});
