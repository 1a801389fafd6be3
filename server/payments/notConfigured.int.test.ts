import { expect, it } from 'vitest';
import { signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

const harness = withTestServer();

it('runs without Stripe keys: payments answer 503 payments_not_configured, reads find nothing, the config says off', async () => {
  const { client } = await signUp(harness.server);
  expect((await client.json('GET', '/api/payments/config')).body).toMatchObject({
    mode: 'off',
    publishableKey: null,
  });
  for (const [method, path, body] of [
    ['POST', '/api/create-payment-intent', { packageType: 'single' }],
    ['POST', '/api/complete-payment', { paymentIntentId: 'pi_123' }],
    ['POST', '/api/create-subscription', { billingInterval: 'month' }],
    ['POST', '/api/fix-payments', undefined],
  ] as const) {
    const answer = await client.json(method, path, body);
    expect(answer, path).toMatchObject({ status: 503, body: { error: 'payments_not_configured' } });
  }
  expect(await client.json('GET', '/api/subscription')).toMatchObject({
    status: 503,
    body: { error: 'payments_not_configured' },
  });
  // No card to show (the account page asks whenever it opens).
  expect(await client.json('GET', '/api/payment-method')).toEqual({ status: 200, body: null });
  const webhook = await fetch(`${harness.server.url}/api/stripe/webhook`, { method: 'POST', body: '{}' });
  expect(webhook.status).toBe(503);
});
