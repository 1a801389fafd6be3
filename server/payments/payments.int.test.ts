import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/httpClient.ts';
import { withStripeServer } from './testing/withStripeServer.ts';

const harness = withStripeServer();

async function buyer(prefix = 'buyer') {
  const { client, email } = await signUp(harness.server, { prefix });
  const userId = await harness.database.userId(email);
  return { client, email, userId };
}

/** A customer starts paying for a package, and the card goes through at Stripe. */
async function paidIntent(client: Awaited<ReturnType<typeof buyer>>['client'], packageType = 'bundle_5') {
  const started = await client.json<{ clientSecret: string; paymentIntentId: string; amount: number }>(
    'POST',
    '/api/create-payment-intent',
    { packageType },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const event = harness.stripe.account.succeedPaymentIntent(started.body.paymentIntentId);
  return { ...started.body, event };
}

describe('create-payment-intent', () => {
  it('prices the package from the domain and labels the intent with the user and the package', async () => {
    const { client, userId } = await buyer();
    const started = await client.json<Record<string, unknown>>('POST', '/api/create-payment-intent', {
      packageType: 'xl_500k',
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ amount: 1500, packageType: 'ultra_500k' });
    expect(String(started.body.clientSecret)).toMatch(/^pi_\w+_secret_\w+$/);
    const request = harness.stripe.requests.findLast((r) => r.path === '/v1/payment_intents');
    // The SDK's form encoding with bracket notation, read back by the stand-in.
    expect(request?.body).toMatchObject({
      amount: '1500',
      currency: 'usd',
      metadata: { userId, packageType: 'ultra_500k' },
      automatic_payment_methods: { enabled: 'true' },
    });
    expect(request?.headers['stripe-version']).toBe('2026-10-28.endive');
    // One customer per user, created once whatever happens next.
    await client.json('POST', '/api/create-payment-intent', { packageType: 'single' });
    expect(harness.stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });

  it('never lets the client set a price, and refuses unknown packages and visitors', async () => {
    const { client } = await buyer();
    const single = await client.json<{ amount: number }>('POST', '/api/create-payment-intent', {
      type: 'single_document',
      amount: 1,
    });
    expect(single.body.amount).toBe(100);
    const unknown = await client.json('POST', '/api/create-payment-intent', { packageType: 'bundle_1000' });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'unknown_package' } });
    const invalid = await client.json('POST', '/api/create-payment-intent', { amount: 1 });
    expect(invalid.status).toBe(400);
    const { createTestClient } = await import('../testing/httpClient.ts');
    const visitor = createTestClient(harness.server.url);
    expect((await visitor.json('POST', '/api/create-payment-intent', { packageType: 'single' })).status).toBe(
      401,
    );
  });

  it('sells the 10-pack only to users the survey offered it to', async () => {
    const { client } = await buyer();
    const refused = await client.json('POST', '/api/create-payment-intent', { packageType: 'bundle_10' });
    expect(refused).toMatchObject({ status: 403, body: { error: 'offer_not_available' } });
    const answered = await client.json('POST', '/api/survey/submit', {
      surveyType: 'first_use_feedback',
      response: 'yes_but_price_too_high',
      sessionId: 'survey-session-1',
    });
    expect(answered.status).toBeLessThan(300);
    const offered = await client.json<{ amount: number }>('POST', '/api/create-payment-intent', {
      packageType: 'bundle_10',
    });
    expect(offered).toMatchObject({ status: 200, body: { amount: 500 } });
  });
});

describe('fulfilment, exactly once', () => {
  it('grants once for 100 concurrent replays of payment_intent.succeeded and 10 complete-payment calls', async () => {
    const { client, email } = await buyer('concurrent');
    const { paymentIntentId, event } = await paidIntent(client);
    const deliveries = Array.from({ length: 100 }, () => harness.stripe.deliver(event, harness.webhookUrl));
    const completions = Array.from({ length: 10 }, () =>
      client.json<{ granted: boolean; credits: number }>('POST', '/api/complete-payment', {
        paymentIntentId,
      }),
    );
    const [statuses, answers] = await Promise.all([Promise.all(deliveries), Promise.all(completions)]);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await harness.database.balance(email)).paid_documents_available).toBe(5);
    const userId = await harness.database.userId(email);
    const ledger = await harness.database.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ paid_delta: 5, reason: 'purchase' });
    const events = await harness.database.db
      .selectFrom('stripe_events')
      .selectAll()
      .where('id', '=', event.id)
      .execute();
    expect(events).toHaveLength(1);
    // Whoever came first granted; the webhook and the calls after it found it done.
    const grantedByCalls = answers.filter((answer) => answer.body.granted).length;
    expect(grantedByCalls).toBeLessThanOrEqual(1);
  });

  it('credits a client that never calls complete-payment, from the webhook alone', async () => {
    const { client, email } = await buyer();
    const { event } = await paidIntent(client, 'bundle_25');
    expect(await harness.stripe.deliver(event, harness.webhookUrl)).toBe(200);
    expect((await harness.database.balance(email)).paid_documents_available).toBe(25);
    const user = await client.json<{ paidDocumentsAvailable: number }>('GET', '/api/auth/user');
    expect(user.body.paidDocumentsAvailable).toBe(25);
  });

  it('grants an XL credit of the tier bought', async () => {
    const { client, email } = await buyer();
    const { paymentIntentId } = await paidIntent(client, 'ultra_1m');
    const done = await client.json('POST', '/api/complete-payment', { paymentIntentId });
    expect(done).toMatchObject({ status: 200, body: { granted: true, balance: { ultra_large_1m: 1 } } });
    expect((await harness.database.balance(email)).ultra_large_1m_credits).toBe(1);
  });

  it('refuses forged and stale signatures, and grants nothing for them', async () => {
    const { client, email } = await buyer();
    const { event } = await paidIntent(client);
    const post = (body: string, signature: string) =>
      fetch(harness.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
    const forged = harness.stripe.signed(event, { secret: 'whsec_not_the_endpoint_secret' });
    expect((await post(forged.body, forged.signature)).status).toBe(400);
    const stale = harness.stripe.signed(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await post(stale.body, stale.signature)).status).toBe(400);
    const genuine = harness.stripe.signed(event);
    const tampered = genuine.body.replace('"amount": 300', '"amount": 30000');
    expect(tampered).not.toBe(genuine.body);
    expect((await post(tampered, genuine.signature)).status).toBe(400);
    const unsigned = await fetch(harness.webhookUrl, { method: 'POST', body: genuine.body });
    expect(await unsigned.json()).toMatchObject({ error: 'webhook_signature_invalid' });
    expect((await harness.database.balance(email)).paid_documents_available).toBe(0);
    const recorded = await harness.database.db
      .selectFrom('stripe_events')
      .select('id')
      .where('id', '=', event.id)
      .execute();
    expect(recorded).toHaveLength(0);
  });

  it("refuses to complete another user's payment", async () => {
    const owner = await buyer('owner');
    const thief = await buyer('thief');
    const { paymentIntentId } = await paidIntent(owner.client);
    const stolen = await thief.client.json('POST', '/api/complete-payment', { paymentIntentId });
    expect(stolen).toMatchObject({ status: 403, body: { error: 'payment_not_yours' } });
    expect((await harness.database.balance(thief.email)).paid_documents_available).toBe(0);
    expect((await harness.database.balance(owner.email)).paid_documents_available).toBe(0);
  });

  it('refuses a payment whose amount is not its package price, and one that has not succeeded', async () => {
    const { client, email, userId } = await buyer();
    const customer =
      (
        await harness.database.db
          .selectFrom('users')
          .select('stripe_customer_id')
          .where('id', '=', userId)
          .executeTakeFirst()
      )?.stripe_customer_id ?? null;
    const cheap = harness.stripe.account.createPaymentIntentDirectly({
      amount: 100,
      customer,
      metadata: { userId, packageType: 'bundle_25' },
    });
    const pending = await client.json('POST', '/api/complete-payment', { paymentIntentId: cheap.id });
    expect(pending).toMatchObject({ status: 409, body: { error: 'payment_not_succeeded' } });
    const event = harness.stripe.account.succeedPaymentIntent(cheap.id);
    const mismatch = await client.json('POST', '/api/complete-payment', { paymentIntentId: cheap.id });
    expect(mismatch).toMatchObject({ status: 409, body: { error: 'payment_mismatch' } });
    // The webhook records the event (so Stripe stops retrying) and grants nothing either.
    expect(await harness.stripe.deliver(event, harness.webhookUrl)).toBe(200);
    expect((await harness.database.balance(email)).paid_documents_available).toBe(0);
    const unknown = await client.json('POST', '/api/complete-payment', {
      paymentIntentId: 'pi_does_not_exist',
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'payment_not_found' } });
  });
});

describe('refunds', () => {
  it('takes back the unspent credits of a refund, never below zero, once', async () => {
    const { client, email, userId } = await buyer();
    const { paymentIntentId, event } = await paidIntent(client);
    await harness.stripe.deliver(event, harness.webhookUrl);
    expect((await harness.database.balance(email)).paid_documents_available).toBe(5);
    // Two credits are spent before the refund.
    await harness.database.setBalance(email, { paid_documents_available: 3 });
    const refunded = harness.stripe.account.refund(paymentIntentId);
    expect(await harness.stripe.deliver(refunded, harness.webhookUrl)).toBe(200);
    expect(await harness.stripe.deliver(refunded, harness.webhookUrl)).toBe(200);
    expect((await harness.database.balance(email)).paid_documents_available).toBe(0);
    const refunds = await harness.database.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .where('reason', '=', 'refund')
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ paid_delta: -3 });
    expect(refunds[0]?.note).toMatch(/3 credit\(s\) taken back, 2 already spent/);
  });

  it('takes back a partial refund share', async () => {
    const { client, email } = await buyer();
    const { paymentIntentId, event } = await paidIntent(client, 'bundle_25');
    await harness.stripe.deliver(event, harness.webhookUrl);
    await harness.stripe.deliver(harness.stripe.account.refund(paymentIntentId, 600), harness.webhookUrl);
    expect((await harness.database.balance(email)).paid_documents_available).toBe(12);
  });
});

describe('fix-payments', () => {
  it('recovers a payment whose webhook was lost, and says there is nothing to fix after', async () => {
    const { client, email } = await buyer();
    await paidIntent(client, 'bundle_5');
    const fixed = await client.json<Record<string, unknown>>('POST', '/api/fix-payments');
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ success: true, paymentsFound: 1, creditsAdded: 5, finalCredits: 5 });
    expect((fixed.body.payments as { recovered: boolean }[])[0]?.recovered).toBe(true);
    const again = await client.json<Record<string, unknown>>('POST', '/api/fix-payments');
    expect(again.body).toMatchObject({ paymentsFound: 1, creditsAdded: 0, finalCredits: 5 });
    expect(String(again.body.message)).toMatch(/already credited/);
    expect((await harness.database.balance(email)).paid_documents_available).toBe(5);
  });

  it('says when there are no payments at all', async () => {
    const { client } = await buyer();
    const none = await client.json('POST', '/api/fix-payments');
    expect(none).toMatchObject({ status: 200, body: { paymentsFound: 0, creditsAdded: 0 } });
  });
});
