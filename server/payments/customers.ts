import type { UserRow } from '../auth/users.ts';
import type { PaymentContext } from './paymentContext.ts';
import { atStripe } from './stripeClient.ts';

/**
 * The user's Stripe customer, created once: the idempotency key is derived from the user id, so two
 * first purchases at once make one customer at Stripe, and the id is stored only where none is yet.
 */
export async function ensureStripeCustomer(context: PaymentContext, user: UserRow): Promise<string> {
  if (user.stripe_customer_id) return user.stripe_customer_id;
  const { stripe, db, now } = context;
  const customer = await atStripe(() =>
    stripe.customers.create(
      {
        email: user.email,
        name: [user.first_name, user.last_name].filter(Boolean).join(' ') || undefined,
        metadata: { userId: user.id },
      },
      { idempotencyKey: `customer-for-user-${user.id}` },
    ),
  );
  await db
    .updateTable('users')
    .set({ stripe_customer_id: customer.id, updated_at: now().toISOString() })
    .where('id', '=', user.id)
    .where('stripe_customer_id', 'is', null)
    .execute();
  const stored = await db
    .selectFrom('users')
    .select('stripe_customer_id')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return stored.stripe_customer_id ?? customer.id;
}
