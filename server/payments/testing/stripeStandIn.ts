import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../stripeClient.ts';
import { expandPaths, parseStripeForm } from './formEncoding.ts';
import { StandInAccount } from './standInAccount.ts';
import { StandInError, type StripeObject } from './standInObjects.ts';

/**
 * A local stand-in for Stripe's API, for tests only: the official SDK reaches it through
 * STRIPE_API_URL and speaks to it as to Stripe (form-encoded bodies with bracket notation, Bearer
 * secret key, Idempotency-Key replays, Stripe's JSON objects and error shapes). It keeps an account's
 * objects in memory, lets tests play the customer and Stripe (a card payment succeeds, an invoice is
 * paid, a subscription renews or ends, a refund) and signs the resulting webhook events with the
 * SDK's own scheme, delivering them to the server when told where.
 */
export interface StripeStandIn {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  account: StandInAccount;
  /** Every API request received (method, path, parsed body, headers). */
  requests: {
    method: string;
    path: string;
    body: Record<string, unknown>;
    headers: IncomingMessage['headers'];
  }[];
  /** Where events go: each new event is delivered there at once (unset: tests deliver them). */
  webhookUrl: string | undefined;
  /** The signed request Stripe would send for this event; a timestamp or secret of choice forges one. */
  signed(
    event: StripeObject,
    options?: { timestamp?: number; secret?: string },
  ): { body: string; signature: string };
  /** Sends an event to the webhook URL, signed, as Stripe does; answers the server's status. */
  deliver(event: StripeObject, url?: string): Promise<number>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(
  options: { secretKey?: string; publishableKey?: string; webhookSecret?: string; port?: number } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_standin000000000000';
  const publishableKey = options.publishableKey ?? 'pk_test_standin000000000000';
  const webhookSecret = options.webhookSecret ?? 'whsec_standin000000000000';
  const signer = new Stripe(secretKey);
  const replays = new Map<string, { status: number; json: string }>();
  const requests: StripeStandIn['requests'] = [];

  const standIn: StripeStandIn = {
    url: '',
    secretKey,
    publishableKey,
    webhookSecret,
    account: new StandInAccount(STRIPE_API_VERSION, (event) => {
      if (standIn.webhookUrl) void standIn.deliver(event).catch(() => undefined);
    }),
    requests,
    webhookUrl: undefined,
    signed(event, signing = {}) {
      const body = JSON.stringify(event, null, 2);
      const signature = signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: signing.secret ?? webhookSecret,
        timestamp: signing.timestamp ?? Math.floor(Date.now() / 1000),
      });
      return { body, signature };
    },
    async deliver(event, url = standIn.webhookUrl) {
      if (!url) throw new Error('Stripe stand-in: no webhook URL to deliver to');
      const { body, signature } = standIn.signed(event);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const answer = (res: ServerResponse, status: number, json: string, replayed = false) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${Math.random().toString(36).slice(2)}`,
      'stripe-version': STRIPE_API_VERSION,
      // Stripe.js calls from pages of another origin (the browser tests' stand-in of Stripe.js).
      'access-control-allow-origin': '*',
      ...(replayed && { 'idempotent-replayed': 'true' }),
    });
    res.end(json);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST',
      });
      res.end();
      return;
    }
    const text = await readBody(req);
    const body = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text);
    requests.push({ method, path: url.pathname, body, headers: req.headers });
    // Secret key in the header (the SDK), or the publishable key in the body (Stripe.js).
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    const publicCall = bearer === undefined && body.key === publishableKey;
    if (bearer !== secretKey && !publicCall) {
      answer(
        res,
        401,
        JSON.stringify({
          error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${bearer ?? ''}` },
        }),
      );
      return;
    }
    const idempotencyKey = req.headers['idempotency-key'];
    const replayKey =
      typeof idempotencyKey === 'string' && method === 'POST' ? `${url.pathname} ${idempotencyKey}` : null;
    const earlier = replayKey ? replays.get(replayKey) : undefined;
    if (earlier) {
      answer(res, earlier.status, earlier.json, true);
      return;
    }
    let status = 200;
    let json: string;
    try {
      const result = standIn.account.route(method, url.pathname, body, { publicCall });
      json = JSON.stringify(standIn.account.expand(result, expandPaths(body.expand as never)));
    } catch (error) {
      if (!(error instanceof StandInError)) throw error;
      status = error.status;
      json = JSON.stringify({ error: error.body });
    }
    if (replayKey) replays.set(replayKey, { status, json });
    answer(res, status, json);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      answer(res, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
