import type Stripe from 'stripe';
import type { BusinessRules } from '../../shared/domain/index.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';

/** What the payment use cases work with: the Stripe client, the database, the rules, the clock. */
export interface PaymentContext {
  stripe: Stripe;
  db: Database;
  rules: BusinessRules;
  now: Clock;
  logger: Logger;
}

/** A verified webhook event whose effect is being applied: recorded in the same transaction. */
export interface EventRecord {
  id: string;
  type: string;
  /** Stripe's `created`, Unix seconds. */
  created: number;
}

/**
 * Records a webhook event in the caller's transaction. False when it was recorded before: the event was
 * already applied (a replay, or a concurrent delivery that committed first), so its effect is skipped.
 */
export async function claimEvent(trx: Database, event: EventRecord, now: Date): Promise<boolean> {
  const claimed = await trx
    .insertInto('stripe_events')
    .values({
      id: event.id,
      type: event.type,
      stripe_created: event.created,
      processed_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}
