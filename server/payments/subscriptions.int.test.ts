import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/httpClient.ts';
import type { StripeObject } from './testing/standInObjects.ts';
import { withStripeServer } from './testing/withStripeServer.ts';

const harness = withStripeServer();

async function subscriber(prefix = 'subscriber') {
  const { client, email } = await signUp(harness.server, { prefix });
  return { client, email };
}

const deliver = (event: StripeObject | undefined) => {
  if (!event) throw new Error('no such event');
  return harness.stripe.deliver(event, harness.webhookUrl);
};
const lastEvent = (type: string, subscriptionId: string) =>
  harness.stripe.account
    .eventsOf(type)
    .findLast(
      (event) =>
        event.data.object.id === subscriptionId ||
        event.data.object.parent?.subscription_details?.subscription === subscriptionId,
    );

async function start(
  client: Awaited<ReturnType<typeof subscriber>>['client'],
  body: Record<string, unknown>,
) {
  const started = await client.json<{ clientSecret: string; subscriptionId: string }>(
    'POST',
    '/api/create-subscription',
    body,
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body;
}

/** The customer pays the first invoice with the payment form. */
function payFirstInvoice(subscriptionId: string) {
  const subscription = harness.stripe.account.get(subscriptionId);
  const invoice = harness.stripe.account.get(subscription.latest_invoice);
  const intentId = String(invoice.confirmation_secret.client_secret).replace(/_secret_.*$/, '');
  harness.stripe.account.succeedPaymentIntent(intentId, {
    brand: 'mastercard',
    last4: '4444',
    exp_month: 7,
    exp_year: 2031,
  });
}

describe('Endless Summer', () => {
  it('lives its whole life: created, paid, active, cancelled, active to the period end, deleted, inactive', async () => {
    const { client, email } = await subscriber();
    const { clientSecret, subscriptionId } = await start(client, { billingInterval: 'month' });
    expect(clientSecret).toMatch(/^pi_\w+_secret_/);
    expect((await client.json('GET', '/api/subscription')).status).toBe(404);

    payFirstInvoice(subscriptionId);
    await deliver(lastEvent('customer.subscription.created', subscriptionId));
    await deliver(lastEvent('invoice.paid', subscriptionId));
    await deliver(lastEvent('customer.subscription.updated', subscriptionId));
    const active = await client.json<Record<string, unknown>>('GET', '/api/subscription');
    expect(active.body).toMatchObject({
      status: 'active',
      billingInterval: 'month',
      priceAmount: 999,
      cancelAtPeriodEnd: false,
      active: true,
    });
    const periodEnd = String(active.body.currentPeriodEnd);
    expect(Date.parse(periodEnd)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const user = await client.json<Record<string, unknown>>('GET', '/api/auth/user');
    expect(user.body).toMatchObject({ subscriptionActive: true, subscriptionExpiresAt: periodEnd });
    const card = await client.json('GET', '/api/payment-method');
    expect(card).toMatchObject({
      status: 200,
      body: { brand: 'mastercard', last4: '4444', expMonth: 7, expYear: 2031 },
    });
    // The subscription's invoice is revenue too, once.
    const invoicePayments = await harness.database.db
      .selectFrom('payments')
      .selectAll()
      .where('kind', '=', 'subscription')
      .where('user_id', '=', await harness.database.userId(email))
      .execute();
    expect(invoicePayments).toMatchObject([{ amount_cents: 999, package_type: 'subscription_month' }]);

    const again = await client.json('POST', '/api/create-subscription', { billingInterval: 'year' });
    expect(again.body).toMatchObject({
      alreadyActive: true,
      message: 'You already have an active subscription.',
    });

    const cancelled = await client.json('POST', '/api/subscription/cancel');
    expect(cancelled).toMatchObject({
      status: 200,
      body: { cancelAtPeriodEnd: true, active: true, currentPeriodEnd: periodEnd },
    });
    await deliver(lastEvent('customer.subscription.updated', subscriptionId));
    expect((await client.json('GET', '/api/auth/user')).body).toMatchObject({ subscriptionActive: true });

    // Changing one's mind before the end carries on.
    const resumed = await client.json('POST', '/api/create-subscription', { billingInterval: 'month' });
    expect(resumed.body).toMatchObject({ reactivated: true });
    expect((await client.json('GET', '/api/subscription')).body).toMatchObject({ cancelAtPeriodEnd: false });
    await client.json('POST', '/api/subscription/cancel');

    harness.stripe.account.endSubscription(subscriptionId);
    await deliver(lastEvent('customer.subscription.deleted', subscriptionId));
    expect((await client.json('GET', '/api/subscription')).status).toBe(404);
    expect((await client.json('GET', '/api/auth/user')).body).toMatchObject({ subscriptionActive: false });
  });

  it('follows Stripe, not the order events arrive in', async () => {
    const { client } = await subscriber();
    const { subscriptionId } = await start(client, { billingInterval: 'year' });
    payFirstInvoice(subscriptionId);
    const created = lastEvent('customer.subscription.created', subscriptionId);
    const activated = lastEvent('customer.subscription.updated', subscriptionId);
    // Same-second events are ordered by how far along their state is; make the created one older still.
    if (created) created.created -= 5;
    await deliver(activated);
    await deliver(created);
    await deliver(lastEvent('invoice.paid', subscriptionId));
    expect((await client.json('GET', '/api/subscription')).body).toMatchObject({
      status: 'active',
      billingInterval: 'year',
      priceAmount: 8900,
    });

    harness.stripe.account.endSubscription(subscriptionId);
    const deleted = lastEvent('customer.subscription.deleted', subscriptionId);
    await deliver(deleted);
    // A late copy of an older "active" never brings an ended subscription back.
    if (activated) activated.created += 60;
    const lateCopy = { ...activated, id: `${activated?.id}_late` } as StripeObject;
    await deliver(lateCopy);
    await deliver(activated);
    expect((await client.json('GET', '/api/subscription')).status).toBe(404);
    expect((await client.json('GET', '/api/auth/user')).body).toMatchObject({ subscriptionActive: false });
  });

  it('extends access when a renewal is paid', async () => {
    const { client } = await subscriber();
    const { subscriptionId } = await start(client, { billingInterval: 'month' });
    payFirstInvoice(subscriptionId);
    await deliver(lastEvent('invoice.paid', subscriptionId));
    const first = (await client.json<{ currentPeriodEnd: string }>('GET', '/api/subscription')).body
      .currentPeriodEnd;
    harness.stripe.account.renewSubscription(subscriptionId);
    await deliver(lastEvent('invoice.paid', subscriptionId));
    const second = (await client.json<{ currentPeriodEnd: string }>('GET', '/api/subscription')).body
      .currentPeriodEnd;
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first) + 27 * 86_400_000);
  });

  it('gives the first-month offer once per user, through a Stripe coupon', async () => {
    const { client } = await subscriber();
    const config = await client.json('GET', '/api/payments/config');
    expect(config.body).toMatchObject({ mode: 'stripe', firstMonthOfferAvailable: true });
    const { subscriptionId } = await start(client, { billingInterval: 'month', offer: 'first_month_50' });
    const invoice = harness.stripe.account.get(harness.stripe.account.get(subscriptionId).latest_invoice);
    expect(invoice.amount_due).toBe(500);
    expect(harness.stripe.account.get('first_month_50')).toMatchObject({ percent_off: 50, duration: 'once' });
    const twice = await client.json('POST', '/api/create-subscription', {
      billingInterval: 'month',
      offer: 'first_month_50',
    });
    expect(twice).toMatchObject({ status: 409, body: { error: 'offer_already_used' } });
    expect((await client.json('GET', '/api/payments/config')).body).toMatchObject({
      firstMonthOfferAvailable: false,
    });
  });

  it('answers null for no subscription and no card, 404 to cancelling none, and 401 for visitors', async () => {
    const { client } = await subscriber();
    expect((await client.json('GET', '/api/subscription')).status).toBe(404);
    expect((await client.json('POST', '/api/subscription/cancel')).body).toMatchObject({
      error: 'subscription_not_found',
    });
    expect(await client.json('GET', '/api/payment-method')).toEqual({ status: 200, body: null });
    const { createTestClient } = await import('../testing/httpClient.ts');
    const visitor = createTestClient(harness.server.url);
    for (const [method, path] of [
      ['GET', '/api/subscription'],
      ['POST', '/api/subscription/cancel'],
      ['GET', '/api/payment-method'],
      ['POST', '/api/create-subscription'],
      ['POST', '/api/fix-payments'],
      ['POST', '/api/complete-payment'],
    ] as const) {
      expect((await visitor.json(method, path, method === 'POST' ? {} : undefined)).status, path).toBe(401);
    }
    const invalid = await client.json('POST', '/api/create-subscription', { billingInterval: 'week' });
    expect(invalid.status).toBe(400);
  });
});
