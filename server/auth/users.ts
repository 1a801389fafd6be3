import type { Selectable } from 'kysely';
import type { User } from '../../shared/api/auth.ts';
import { type BusinessRules, isSubscriptionActive } from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';
import type { UsersTable } from '../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/**
 * In a transaction: the account with this email, its row locked until the transaction ends, for a
 * use case that reads the account (or rows hanging off it) and then writes by what it read. The lock
 * is taken by an update that changes nothing: PostgreSQL holds the row lock to the end, and a second
 * transaction waits, then reads the row as the first left it; SQLite's BEGIN IMMEDIATE already holds
 * the whole file. (`SELECT … FOR UPDATE` would be PostgreSQL's only.)
 */
export async function lockUserByEmail(trx: Database, email: string): Promise<UserRow | undefined> {
  if (!trx.isTransaction) throw new Error('lockUserByEmail needs a transaction');
  return trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('email', '=', normalizeEmail(email))
    .returningAll()
    .executeTakeFirst();
}

/** The domain's subscription rule, read from a user row. */
export function hasActiveSubscription(user: UserRow, now: Date): boolean {
  return isSubscriptionActive(
    { active: Boolean(user.subscription_active), expiresAt: user.subscription_expires_at },
    now,
  );
}

/** The user as the UI reads it (SPEC section 3), camelCase with the snake_case forms SPEC lists. */
export function toUserView(user: UserRow, rules: BusinessRules): User {
  const freeDocumentsAvailable = Math.max(0, rules.freeSummaries - user.free_documents_used);
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    profileImageUrl: user.profile_image_url,
    freeDocumentsUsed: user.free_documents_used,
    free_documents_used: user.free_documents_used,
    freeDocumentsAvailable,
    paidDocumentsAvailable: user.paid_documents_available,
    paid_documents_available: user.paid_documents_available,
    ultraLarge100kCredits: user.ultra_large_100k_credits,
    ultraLarge500kCredits: user.ultra_large_500k_credits,
    ultraLarge1mCredits: user.ultra_large_1m_credits,
    ultra_large_100k_credits: user.ultra_large_100k_credits,
    ultra_large_500k_credits: user.ultra_large_500k_credits,
    ultra_large_1m_credits: user.ultra_large_1m_credits,
    subscriptionActive: Boolean(user.subscription_active),
    subscriptionExpiresAt: user.subscription_expires_at,
    stripeCustomerId: user.stripe_customer_id,
    isAdmin: Boolean(user.is_admin || user.is_owner),
    isOwner: Boolean(user.is_owner),
    createdAt: user.created_at,
  };
}
