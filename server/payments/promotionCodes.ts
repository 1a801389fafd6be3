import { randomBytes } from 'node:crypto';
import { type BillingInterval, PROMOTIONAL_CAMPAIGN } from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';

/**
 * Discount codes mailed by the promotional campaign: one per user and campaign, good for one purchase
 * of a credit bundle or the first period of an Endless Summer plan, by that user only, until it
 * expires. The checkout honours them (createPaymentIntent prices the bundle down; createSubscription
 * puts the campaign's Stripe coupon on the subscription); the server, never the client, says what a
 * code is worth.
 */

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `HALF-XXXX-XXXX`: 40 random bits, no look-alike characters. */
function newCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `HALF-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Makes the user's code of a campaign, in the caller's transaction. Undefined when the user already has
 * one (the campaign was sent to them before): nothing is sent twice.
 */
export async function createPromotionCode(
  db: Database,
  options: { userId: string; campaign: string; percentOff: number; expiresAt: Date; now: Date },
): Promise<string | undefined> {
  const code = newCode();
  const made = await db
    .insertInto('promotion_codes')
    .values({
      code,
      user_id: options.userId,
      campaign: options.campaign,
      percent_off: options.percentOff,
      expires_at: options.expiresAt.toISOString(),
      redeemed_at: null,
      redeemed_for: null,
      created_at: options.now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'campaign']).doNothing())
    .returning('code')
    .executeTakeFirst();
  return made?.code;
}

/** What a code may buy: the bundles and the two plans (SPEC section 9). */
export function promotionCovers(
  what: { packageType: string } | { billingInterval: BillingInterval },
): boolean {
  if ('packageType' in what)
    return (PROMOTIONAL_CAMPAIGN.packageTypes as readonly string[]).includes(what.packageType);
  return (PROMOTIONAL_CAMPAIGN.billingIntervals as readonly string[]).includes(what.billingInterval);
}

/** The user's unused, unexpired code, or the error that says why it cannot be used. */
export async function usablePromotionCode(
  db: Database,
  { code, userId, now }: { code: string; userId: string; now: Date },
) {
  const row = await db
    .selectFrom('promotion_codes')
    .selectAll()
    .where('code', '=', normalizeCode(code))
    .executeTakeFirst();
  if (!row || row.user_id !== userId) throw new AppError('promotion_code_invalid');
  if (row.redeemed_at) throw new AppError('promotion_code_used');
  if (row.expires_at <= now.toISOString()) throw new AppError('promotion_code_expired');
  return row;
}

/** The percentage a code of this user takes off (whatever its state now: an intent was priced with it). */
export async function percentOffOf(db: Database, { code, userId }: { code: string; userId: string }) {
  const row = await db
    .selectFrom('promotion_codes')
    .select('percent_off')
    .where('code', '=', normalizeCode(code))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.percent_off;
}

/** Marks a code used by a payment or subscription; false when it already was (the first use counts). */
export async function redeemPromotionCode(
  db: Database,
  { code, userId, redeemedFor, now }: { code: string; userId: string; redeemedFor: string; now: Date },
): Promise<boolean> {
  const redeemed = await db
    .updateTable('promotion_codes')
    .set({ redeemed_at: now.toISOString(), redeemed_for: redeemedFor })
    .where('code', '=', normalizeCode(code))
    .where('user_id', '=', userId)
    .where('redeemed_at', 'is', null)
    .returning('code')
    .executeTakeFirst();
  return redeemed !== undefined;
}

/** Gives a code back when the subscription it was claimed for could not be made. */
export async function releasePromotionCode(
  db: Database,
  { code, redeemedFor }: { code: string; redeemedFor: string },
) {
  await db
    .updateTable('promotion_codes')
    .set({ redeemed_at: null, redeemed_for: null })
    .where('code', '=', normalizeCode(code))
    .where('redeemed_for', '=', redeemedFor)
    .execute();
}
