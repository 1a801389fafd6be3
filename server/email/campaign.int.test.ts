import { describe, expect, it } from 'vitest';
import { PROMOTIONAL_CAMPAIGN } from '../../shared/domain/index.ts';
import { createTestClient, signUp, type TestClient } from '../testing/httpClient.ts';
import { DAY_MS, emailEndToEnd, linksOf, local } from './testing/emailEndToEnd.ts';
import type { ReceivedMail } from './testing/smtpTestServer.ts';

/**
 * The promotional campaign end to end, on seeded users and a moved clock: its selection rules, its codes
 * honoured by the checkout, one-click unsubscribe.
 */

const { harness, clock, now, received, mailsTo, admin } = emailEndToEnd();

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
    clock.offsetMs += 2 * DAY_MS;
    try {
      expect((await schedule()).body.scheduled).toBe(1);
      await mailsTo(tooNew.email);
    } finally {
      clock.offsetMs -= 2 * DAY_MS;
    }
    await mailsTo(due.email);
    expect(received().filter((mail) => mail.envelope.to.includes(due.email))).toHaveLength(1);
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
