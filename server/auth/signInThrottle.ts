import type { Clock } from '../clock.ts';
import { type Database, inTransaction } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { normalizeEmail } from './users.ts';

/** A pair with no failure for this long starts again from zero. */
const FORGET_AFTER_MS = 15 * 60 * 1000;
/** The longest wait between two tries, however many failures came before. */
const MAX_WAIT_MS = 15 * 60 * 1000;

export interface SignInThrottle {
  /** Throws 429 rate_limited (with retryAfterSeconds) while this account and address must wait. */
  check(email: string, address: string): Promise<void>;
  /** A wrong password: one more failure, and from `freeFailures` on a wait that doubles each time. */
  failed(email: string, address: string): Promise<void>;
  /** The right password: the pair's failures are forgotten. */
  succeeded(email: string, address: string): Promise<void>;
}

const keyOf = (email: string, address: string) => `${normalizeEmail(email)}\n${address}`;

/** The wait after `failures` failures: none up to `freeFailures`, then 1 s, 2 s, 4 s … up to 15 minutes. */
function waitAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures - freeFailures));
}

/**
 * Password guessing slowed down per account AND client address, counted in the database (table
 * sign_in_failures). A guesser from one address soon waits minutes between tries; the owner, from
 * another address, signs in at once (ten wrong passwords used to lock the account for everybody for 15
 * minutes). Guessing spread over many addresses meets each address's own wait and the per-address
 * request limit.
 */
export function signInThrottle({
  db,
  now,
  freeFailures,
}: {
  db: Database;
  now: Clock;
  freeFailures: number;
}): SignInThrottle {
  return {
    async check(email, address) {
      const row = await db
        .selectFrom('sign_in_failures')
        .select('blocked_until')
        .where('throttle_key', '=', keyOf(email, address))
        .executeTakeFirst();
      const until = row?.blocked_until ? Date.parse(row.blocked_until) : 0;
      const waitMs = until - now().getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError(
          'rate_limited',
          `Too many failed sign-ins. Please wait ${seconds === 1 ? 'a second' : `${seconds} seconds`} and try again.`,
          { retryAfterSeconds: seconds },
        );
      }
    },
    async failed(email, address) {
      const key = keyOf(email, address);
      const at = now();
      await inTransaction(db, async (trx) => {
        // The pair's row is made if missing, then touched: locked until this transaction ends, so two
        // failures at once (on one server or two) are both counted.
        await trx
          .insertInto('sign_in_failures')
          .values({ throttle_key: key, failures: 0, last_failed_at: at.toISOString(), blocked_until: null })
          .onConflict((conflict) => conflict.column('throttle_key').doNothing())
          .execute();
        const row = await trx
          .updateTable('sign_in_failures')
          .set({ throttle_key: key })
          .where('throttle_key', '=', key)
          .returning(['failures', 'last_failed_at'])
          .executeTakeFirstOrThrow();
        const recent = at.getTime() - Date.parse(row.last_failed_at) < FORGET_AFTER_MS;
        const failures = (recent ? row.failures : 0) + 1;
        const wait = waitAfter(failures, freeFailures);
        const values = {
          failures,
          last_failed_at: at.toISOString(),
          blocked_until: wait > 0 ? new Date(at.getTime() + wait).toISOString() : null,
        };
        await trx.updateTable('sign_in_failures').set(values).where('throttle_key', '=', key).execute();
      });
      // Old pairs go as new failures come: the table stays as small as the guessing of the last minutes.
      await db
        .deleteFrom('sign_in_failures')
        .where('last_failed_at', '<', new Date(at.getTime() - FORGET_AFTER_MS - MAX_WAIT_MS).toISOString())
        .execute();
    },
    async succeeded(email, address) {
      await db.deleteFrom('sign_in_failures').where('throttle_key', '=', keyOf(email, address)).execute();
    },
  };
}
