import { type Kysely, sql } from 'kysely';
import type { DatabaseDialect } from '../dialect.ts';
import { autoId, unixSecondsType } from './portable.ts';

/**
 * Money (issue #17, decision 016): payments, the credit ledger, Stripe's webhook events and the
 * Endless Summer subscriptions.
 *
 * - `payments`: one row per succeeded PaymentIntent (unique: a payment grants once) or paid subscription
 *   invoice (unique too), with the credits it granted and how much of it was refunded.
 * - `credit_ledger`: every change of a balance (purchase, refund, admin grant, distribution…), with who
 *   and why; `grant_key` (unique when set) makes a repeated grant a no-op.
 * - `stripe_events`: each webhook event's id, written in the same transaction as its effect.
 * - `subscriptions`: Stripe's subscriptions as last seen, stamped with the time of the state they carry
 *   so an older event never overwrites a newer state.
 * - `offer_redemptions`: the first-month offer, once per user.
 * users.stripe_customer_id already exists (accounts migration).
 */
export async function up(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void> {
  const id = autoId(dialect);
  await db.schema
    .createTable('payments')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // 'package' (a PaymentIntent for credits) or 'subscription' (an invoice of Endless Summer).
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('stripe_payment_intent_id', 'text', (column) => column.unique())
    .addColumn('stripe_invoice_id', 'text', (column) => column.unique())
    // The package type, or the subscription's billing interval ('month', 'year').
    .addColumn('package_type', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('amount_refunded_cents', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`amount_refunded_cents >= 0`),
    )
    .addColumn('paid_credits', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ultra_large_100k_credits', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ultra_large_500k_credits', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ultra_large_1m_credits', 'integer', (column) => column.notNull().defaultTo(0))
    // Paid at Stripe (ISO time); created_at is when this server learnt of it.
    .addColumn('paid_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('payments_user_id').on('payments').column('user_id').execute();
  await db.schema.createIndex('payments_paid_at').on('payments').column('paid_at').execute();

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('paid_delta', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ultra_large_100k_delta', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ultra_large_500k_delta', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ultra_large_1m_delta', 'integer', (column) => column.notNull().defaultTo(0))
    // purchase, refund, admin_grant, admin_reset, distribution, development…
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('payment_id', id.type, (column) => column.references('payments.id').onDelete('set null'))
    // The admin who granted or reset (null for payments and the system).
    .addColumn('actor_user_id', 'text', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('grant_key', 'text', (column) => column.unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('credit_ledger_user_id').on('credit_ledger').column('user_id').execute();
  await db.schema.createIndex('credit_ledger_created_at').on('credit_ledger').column('created_at').execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    // Stripe's `created` (Unix seconds).
    .addColumn('stripe_created', unixSecondsType(dialect), (column) => column.notNull())
    .addColumn('processed_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stripe_customer_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('billing_interval', 'text', (column) => column.notNull())
    .addColumn('price_amount_cents', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('canceled_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('offer', 'text')
    // Unix seconds at Stripe of the state stored (an event's `created`, an answer's Date).
    .addColumn('state_at', unixSecondsType(dialect), (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user_id').on('subscriptions').column('user_id').execute();

  await db.schema
    .createTable('offer_redemptions')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('offer', 'text', (column) => column.notNull())
    .addColumn('subscription_id', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('offer_redemptions_pk', ['user_id', 'offer'])
    .execute();

  await db.schema.createIndex('users_stripe_customer_id').on('users').column('stripe_customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_stripe_customer_id').execute();
  await db.schema.dropTable('offer_redemptions').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('stripe_events').execute();
  await db.schema.dropTable('credit_ledger').execute();
  await db.schema.dropTable('payments').execute();
}
