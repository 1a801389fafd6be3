import Stripe from 'stripe';
import { AppError } from '../http/errors.ts';

/**
 * The Stripe API version this server speaks, pinned: objects have the shapes it was written against
 * (subscription periods on items, invoice confirmation secrets) whatever the account's default is.
 * Changing it is a code change, tested against the stand-in that speaks the same version.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeClientOptions {
  secretKey: string;
  /** Another address for Stripe's API (tests' stand-in); Stripe's own when undefined. */
  apiUrl: string | undefined;
  /** Retries of a failed request (the SDK adds an idempotency key to each POST, so a retry is safe). */
  maxNetworkRetries?: number;
}

/** The official SDK, pointed at STRIPE_API_URL when set (through its host, port and protocol options). */
export function createStripeClient({
  secretKey,
  apiUrl,
  maxNetworkRetries = 2,
}: StripeClientOptions): Stripe {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Summer' },
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'https:' ? 443 : 80),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** A Stripe error of the "no such object" kind (a mistyped or foreign id). */
export function isMissingObject(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

/**
 * Runs a call to Stripe; a failure to reach it (or an error on its side) becomes 502
 * payment_provider_error, so the client is told to try again and the details stay in the log.
 */
export async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Stripe.errors.StripeError && error.statusCode && error.statusCode < 500) throw error;
    throw new AppError('payment_provider_error', undefined, {}, { cause: error });
  }
}

/** Stripe's own time of an answer (its Date header), in Unix seconds; the fallback when it has none. */
export function stripeTimeOf(
  answer: { lastResponse?: { headers?: Record<string, string> } },
  fallback: Date,
): number {
  const header = answer.lastResponse?.headers?.date;
  const parsed = header ? Date.parse(header) : Number.NaN;
  return Math.floor((Number.isFinite(parsed) ? parsed : fallback.getTime()) / 1000);
}
