import type { Database } from '../../db/database.ts';
import type { TestDatabase } from '../../testing/database.ts';
import { signUp } from '../../testing/httpClient.ts';
import type { TestServer } from '../../testing/testServer.ts';
import { setRole } from '../roles.ts';

/** Accounts, summaries and payments written straight into a test database, for the admin area's tests. */

export async function insertUser(
  db: Database,
  user: {
    id: string;
    email: string;
    firstName?: string;
    lastName?: string;
    createdAt: string;
    paid?: number;
  },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      password_hash: null,
      oidc_subject: null,
      first_name: user.firstName ?? null,
      last_name: user.lastName ?? null,
      profile_image_url: null,
      subscription_expires_at: null,
      stripe_customer_id: null,
      paid_documents_available: user.paid ?? 0,
      created_at: user.createdAt,
      updated_at: user.createdAt,
    })
    .execute();
}

export async function insertDocument(
  db: Database,
  document: { id: string; userId: string; retention: 'retain' | 'delete'; createdAt: string },
): Promise<void> {
  await db
    .insertInto('documents')
    .values({
      id: document.id,
      user_id: document.userId,
      filename: `${document.id}.txt`,
      word_count: 100,
      summary_word_count: 40,
      summary: 'A summary.',
      stats_json: '{}',
      language: 'en',
      level: 3,
      credit_used: 'free',
      retention: document.retention,
      created_at: document.createdAt,
      expires_at: null,
    })
    .execute();
}

let paymentsMade = 0;

export async function insertPayment(
  db: Database,
  payment: {
    userId: string;
    packageType: string;
    cents: number;
    refundedCents?: number;
    paidAt: string;
    currency?: string;
  },
): Promise<void> {
  paymentsMade += 1;
  await db
    .insertInto('payments')
    .values({
      user_id: payment.userId,
      kind: payment.packageType === 'month' || payment.packageType === 'year' ? 'subscription' : 'package',
      stripe_payment_intent_id: `pi_seed_${paymentsMade}_${Date.now()}`,
      stripe_invoice_id: null,
      package_type: payment.packageType,
      amount_cents: payment.cents,
      currency: payment.currency ?? 'usd',
      amount_refunded_cents: payment.refundedCents ?? 0,
      paid_at: payment.paidAt,
      created_at: payment.paidAt,
      updated_at: payment.paidAt,
    })
    .execute();
}

/**
 * A new account signed up on the test server, signed in, and given a role as `npm run admin -- grant`
 * gives it. Answers its email and its client.
 */
export async function signUpWithRole(
  harness: { server: TestServer; database: TestDatabase },
  role: 'admin' | 'owner',
  { prefix = role, now = new Date() }: { prefix?: string; now?: Date } = {},
) {
  const account = await signUp(harness.server, { prefix });
  await setRole({
    db: harness.database.db,
    email: account.email,
    role,
    grant: true,
    actor: { kind: 'command-line' },
    now,
  });
  return account;
}
