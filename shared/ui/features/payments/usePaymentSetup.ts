import { useEffect, useRef, useState } from 'react';
import { serverAnswered } from '../../errors/describeError.ts';
import { type PaymentsConfig, paymentCalls } from './paymentCalls.ts';

/** A payment page's start: the server's payment setup, then (when payments are on) what `start` makes. */
export type PaymentSetup<T> =
  | { status: 'loading' }
  | { status: 'unavailable'; mode: PaymentsConfig['mode'] }
  | { status: 'ready'; config: PaymentsConfig; value: T }
  | { status: 'failed'; message: string | null };

/**
 * Runs `start` once per page view (not twice under React's development double effects: each would
 * make a PaymentIntent or a subscription at Stripe).
 */
export function usePaymentSetup<T>(start: (config: PaymentsConfig) => Promise<T>): PaymentSetup<T> {
  const [setup, setSetup] = useState<PaymentSetup<T>>({ status: 'loading' });
  const started = useRef(false);
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const config = await paymentCalls.config();
        if (config.mode !== 'stripe' || !config.publishableKey) {
          setSetup({ status: 'unavailable', mode: config.mode });
          return;
        }
        setSetup({ status: 'ready', config, value: await startRef.current(config) });
      } catch (error) {
        const message = serverAnswered(error) && error instanceof Error ? readServerMessage(error) : null;
        setSetup({ status: 'failed', message });
      }
    })();
  }, []);
  return setup;
}

function readServerMessage(error: Error): string | null {
  const body = (error as { body?: Record<string, unknown> | null }).body;
  return typeof body?.message === 'string' ? body.message : null;
}
