import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { PASSWORD_RESET_VALID_MS, PASSWORD_RESETS_PER_HOUR } from '../../shared/domain/index.ts';
import { inTransaction } from '../db/database.ts';
import { type EmailContext, productLink, queueMail } from '../email/emailContext.ts';
import { renderMail } from '../email/template.ts';
import { AppError } from '../http/errors.ts';
import { hashPassword } from './passwords.ts';
import { lockUserByEmail, type UserRow } from './users.ts';
import { isGuessablePassword } from './weakPasswords.ts';

/**
 * Password reset: a mailed link with a random token (256 bits) that works once, for one hour. Only the
 * token's SHA-256 is stored, so the database alone cannot reset anybody's password. Asking never tells
 * whether the address has an account; an account gets at most PASSWORD_RESETS_PER_HOUR mails an hour.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Queues the reset mail when the address is an account's (and its hourly allowance is not spent). */
export async function requestPasswordReset(context: EmailContext, email: string): Promise<void> {
  const { db } = context;
  const now = context.now();
  const token = randomBytes(32).toString('base64url');
  await inTransaction(db, async (trx) => {
    // Locked first, so that requests at the same moment (on any server) count each other's mails.
    const user = await lockUserByEmail(trx, email);
    if (!user) return;
    const recent = await trx
      .selectFrom('password_reset_tokens')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.id)
      .where('created_at', '>', new Date(now.getTime() - 60 * 60 * 1000).toISOString())
      .executeTakeFirstOrThrow();
    if (recent.count >= PASSWORD_RESETS_PER_HOUR) {
      context.logger.warn({ userId: user.id }, 'password reset mails for this account paused for the hour');
      return;
    }
    const row = await trx
      .insertInto('password_reset_tokens')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + PASSWORD_RESET_VALID_MS).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { brand } = context;
    const rendered = renderMail(brand, {
      subject: `Reset your ${brand.productName} password`,
      heading: 'Choose a new password',
      preheader: 'This link works once, for one hour.',
      blocks: [
        {
          kind: 'paragraph',
          text: `Someone, hopefully you, asked to reset the password of the ${brand.productName} account ${user.email}.`,
        },
        {
          kind: 'paragraph',
          text: 'Choosing a new password signs you out everywhere else, including the desktop app.',
        },
      ],
      button: { label: 'Choose a new password', url: productLink(context, '/reset-password', { token }) },
      note: 'The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    });
    await queueMail(
      context,
      {
        kind: 'password_reset',
        dedupeKey: `password-reset:${row.id}`,
        userId: user.id,
        to: user.email,
        rendered,
      },
      trx,
    );
  });
}

/**
 * Sets a new password with a reset link's token, once: the token is used up by a conditional UPDATE
 * (of two requests with one token, one wins), every other reset link of the account dies, and every
 * session and desktop token of the account is revoked, in one transaction. Answers the account.
 */
export async function resetPassword(
  context: Pick<EmailContext, 'db' | 'now' | 'brand'>,
  { token, password }: { token: string; password: string },
): Promise<UserRow> {
  const at = context.now().toISOString();
  // The rules of sign-up, with the account's own email: a refused password leaves the link usable.
  const holder = await context.db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select('users.email')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (!holder) throw new AppError('reset_link_invalid');
  if (await isGuessablePassword(password, { email: holder.email, productName: context.brand.productName })) {
    throw new AppError('weak_password');
  }
  const passwordHash = await hashPassword(password);
  return inTransaction(context.db, async (trx) => {
    const claimed = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) throw new AppError('reset_link_invalid');
    const userId = claimed.user_id;
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: at })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
    // Sessions keep passport's login as JSON ({"passport":{"user":"<id>"}}); account ids are UUIDs.
    await trx
      .deleteFrom('sessions')
      .where(sql<boolean>`sess like ${`%"passport":{"user":"${userId}"}%`}`)
      .execute();
    return user;
  });
}
