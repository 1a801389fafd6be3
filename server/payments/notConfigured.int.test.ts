import { expect, it } from 'vitest';
import { signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

const harness = withTestServer();

it('runs without Stripe keys: payment APIs answer 503 payments_not_configured, the config says off', async () => {
  const { client } = await signUp(harness.server);
  expect((await client.json('GET', '/api/payments/config')).body).toMatchObject({
    mode: 'off',
    publishableKey: null,
  });
  for (const [method, path, body] of [
    ['POST', '/api/create-payment-intent', { packageType: 'single' }],
    ['POST', '/api/complete-payment', { paymentIntentId: 'pi_123' }],
    ['POST', '/api/create-subscription', { billingInterval: 'month' }],
    ['GET', '/api/subscription', undefined],
    ['POST', '/api/fix-payments', undefined],
  ] as const) {
    const answer = await client.json(method, path, body);
    expect(answer, path).toMatchObject({ status: 503, body: { error: 'payments_not_configured' } });
  }
  const webhook = await fetch(`${harness.server.url}/api/stripe/webhook`, { method: 'POST', body: '{}' });
  expect(webhook.status).toBe(503);
});
