import { randomBytes } from 'node:crypto';

/**
 * The objects of the Stripe stand-in, in the shapes of the pinned API version (only the fields this
 * product reads, plus the ones every object has). Plain records: the stand-in's routes read and change
 * them, and answer them as JSON.
 */
// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are open records of many shapes.
export type StripeObject = Record<string, any> & { id: string; object: string };

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** The end of a billing period that starts at `start` (Unix seconds). */
export function periodEnd(start: number, interval: string): number {
  const end = new Date(start * 1000);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000);
}

export function paymentIntentObject(fields: {
  amount: number;
  currency: string;
  customer: string | null;
  description?: string;
  metadata: Record<string, string>;
}): StripeObject {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: fields.amount,
    amount_received: 0,
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description ?? null,
    metadata: fields.metadata,
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
    automatic_payment_methods: { enabled: true },
    latest_charge: null,
    payment_method: null,
    created: unixNow(),
    livemode: false,
  };
}

export function cardObject(customer: string | null, card: Partial<CardDetails> = {}): StripeObject {
  return {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    customer,
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, ...card },
    created: unixNow(),
    livemode: false,
  };
}

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export function chargeObject(intent: StripeObject, paymentMethod: string): StripeObject {
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    refunded: false,
    paid: true,
    status: 'succeeded',
    currency: intent.currency,
    customer: intent.customer,
    payment_intent: intent.id,
    payment_method: paymentMethod,
    created: unixNow(),
    livemode: false,
  };
}

export function eventObject(type: string, object: StripeObject, apiVersion: string): StripeObject {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: apiVersion,
    created: unixNow(),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function listObject(url: string, data: StripeObject[]) {
  return { object: 'list', data, has_more: false, url };
}

export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

export const missing = (type: string, id: string) =>
  new StandInError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${type}: '${id}'`,
    param: 'id',
  });

export const invalid = (message: string, param?: string) =>
  new StandInError(400, { type: 'invalid_request_error', message, ...(param && { param }) });
