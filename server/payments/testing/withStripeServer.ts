import { afterAll, beforeAll } from 'vitest';
import type { StartOptions } from '../../server.ts';
import { withTestServer } from '../../testing/testServer.ts';
import { type StripeStandIn, startStripeStandIn } from './stripeStandIn.ts';

/**
 * The Stripe stand-in and the real server with its three keys pointed at it, for the enclosing file.
 * Events are not delivered by themselves: a test sends each with `deliver` (or sets `webhookUrl`).
 */
export function withStripeServer(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: StartOptions = {},
) {
  let standIn: StripeStandIn | undefined;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn?.close());
  const stripe = () => {
    if (!standIn) throw new Error('withStripeServer: no stand-in until its beforeAll has run');
    return standIn;
  };
  const harness = withTestServer(
    () => ({
      AUTH_RATE_LIMIT_PER_IP: '10000',
      STRIPE_SECRET_KEY: stripe().secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe().publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe().webhookSecret,
      STRIPE_API_URL: stripe().url,
      ...(typeof env === 'function' ? env() : env),
    }),
    options,
  );
  return {
    get stripe() {
      return stripe();
    },
    get server() {
      return harness.server;
    },
    get database() {
      return harness.database;
    },
    get webhookUrl() {
      return `${harness.server.url}/api/stripe/webhook`;
    },
  };
}
