import type { Selectable } from 'kysely';
import type Stripe from 'stripe';
import type { Subscription } from '../../shared/api/payments.ts';
import {
  isSubscriptionActive,
  subscriptionStateIsNewer,
  subscriptionStatusGrantsAccess,
} from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';
import type { SubscriptionsTable } from '../db/schema.ts';

type SubscriptionRow = Selectable<SubscriptionsTable>;

const isoFromUnix = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Whose subscription this is: the user id it was created with, else the owner of its customer. */
async function ownerOf(db: Database, subscription: Stripe.Subscription): Promise<string | undefined> {
  const fromMetadata = subscription.metadata?.userId;
  if (fromMetadata) {
    const user = await db.selectFrom('users').select('id').where('id', '=', fromMetadata).executeTakeFirst();
    if (user) return user.id;
  }
  const customer = idOf(subscription.customer);
  if (!customer) return undefined;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('stripe_customer_id', '=', customer)
    .executeTakeFirst();
  return user?.id;
}

/**
 * Stores a subscription as Stripe described it at `stateAt` (an event's `created`, or an answer's Date),
 * unless the stored state is newer (the domain's rule: events come late, twice and out of order), then
 * brings the user's Endless Summer flag and expiry in step. Runs in the caller's transaction.
 * Answers whether the state was taken.
 */
export async function applySubscriptionState(
  trx: Database,
  subscription: Stripe.Subscription,
  stateAt: number,
  now: Date,
): Promise<boolean> {
  const userId = await ownerOf(trx, subscription);
  if (!userId) return false;
  const item = subscription.items?.data?.[0];
  const values = {
    status: subscription.status,
    billing_interval: item?.price?.recurring?.interval === 'year' ? 'year' : 'month',
    price_amount_cents: item?.price?.unit_amount ?? 0,
    currency: item?.price?.currency ?? subscription.currency ?? 'usd',
    current_period_end: isoFromUnix(item?.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end ? 1 : 0,
    canceled_at: isoFromUnix(subscription.canceled_at),
    ended_at: isoFromUnix(subscription.ended_at),
    state_at: stateAt,
    updated_at: now.toISOString(),
  };
  const inserted = await trx
    .insertInto('subscriptions')
    .values({
      id: subscription.id,
      user_id: userId,
      stripe_customer_id: idOf(subscription.customer) ?? '',
      offer: subscription.metadata?.offer || null,
      created_at: now.toISOString(),
      ...values,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    // Touch first: the row is locked until this transaction ends, and its state is read.
    const stored = await trx
      .updateTable('subscriptions')
      .set({ updated_at: now.toISOString() })
      .where('id', '=', subscription.id)
      .returning(['status', 'state_at'])
      .executeTakeFirstOrThrow();
    if (
      !subscriptionStateIsNewer(
        { status: stored.status, stateAt: stored.state_at },
        { status: values.status, stateAt },
      )
    ) {
      return false;
    }
    await trx.updateTable('subscriptions').set(values).where('id', '=', subscription.id).execute();
  }
  if (subscription.status === 'incomplete_expired') {
    // A first payment that never came: the offer it claimed may be used again.
    await trx.deleteFrom('offer_redemptions').where('subscription_id', '=', subscription.id).execute();
  }
  await refreshSubscriptionAccess(trx, userId, now);
  return true;
}

/**
 * users.subscription_active / subscription_expires_at, which /api/auth/user, the credit reservation and
 * the summarize queue read, follow the user's subscriptions: active while one of them is in a state
 * that gives access, until the latest end of a period paid for.
 */
async function refreshSubscriptionAccess(trx: Database, userId: string, now: Date): Promise<void> {
  const rows = await trx.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();
  const granting = rows
    .filter((row) => subscriptionStatusGrantsAccess(row.status) && row.current_period_end)
    .map((row) => row.current_period_end as string)
    .sort();
  const expiresAt = granting.at(-1) ?? null;
  await trx
    .updateTable('users')
    .set({
      subscription_active: expiresAt ? 1 : 0,
      subscription_expires_at: expiresAt,
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

/** The subscription to show: one that gives access now, else none. */
export async function currentSubscription(
  db: Database,
  userId: string,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('current_period_end', 'desc')
    .execute();
  return rows.find((row) => subscriptionGivesAccess(row, now));
}

function subscriptionGivesAccess(row: SubscriptionRow, now: Date): boolean {
  return (
    subscriptionStatusGrantsAccess(row.status) &&
    isSubscriptionActive({ active: true, expiresAt: row.current_period_end }, now)
  );
}

export function toSubscriptionView(row: SubscriptionRow, now: Date): Subscription {
  return {
    id: row.id,
    status: row.status,
    billingInterval: row.billing_interval === 'year' ? 'year' : 'month',
    priceAmount: row.price_amount_cents,
    currency: row.currency,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    active: subscriptionGivesAccess(row, now),
  };
}
