import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ApiToken } from '../../shared/api/apiTokens.ts';
import { API_TOKENS_PER_ACCOUNT } from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { findUserById, type UserRow } from './users.ts';

/**
 * Long-lived bearer tokens: the desktop app's (issued at its sign-in) and the personal ones people
 * make on /my-account for their own scripts. The token is shown once; the database keeps only its
 * SHA-256 (tokens are 256 random bits, so a fast hash is enough), and deleting the row revokes it.
 */

const TOKEN_PREFIX = 'smr_';

function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssueApiTokenOptions {
  db: Database;
  userId: string;
  label?: string;
  now: Date;
}

function newToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export async function issueApiToken({ db, userId, label, now }: IssueApiTokenOptions): Promise<string> {
  const token = newToken();
  await db
    .insertInto('api_tokens')
    .values({
      user_id: userId,
      token_hash: hashApiToken(token),
      label: label ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

export async function findUserByApiToken(
  db: Database,
  token: string,
  now: Date,
): Promise<UserRow | undefined> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return undefined;
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashApiToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
  return findUserById(db, row.user_id);
}

export async function revokeApiToken({ db, token }: { db: Database; token: string }): Promise<boolean> {
  const result = await db
    .deleteFrom('api_tokens')
    .where('token_hash', '=', hashApiToken(token))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** What an account's token list shows of a token (never the token: only its hash is kept). */
function toApiToken(row: {
  id: number;
  label: string | null;
  created_at: string;
  last_used_at: string | null;
}): ApiToken {
  return {
    id: String(row.id),
    // The desktop app's sign-in names its tokens after the device; older ones may have no name.
    name: row.label ?? 'Unnamed token',
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function listApiTokens(db: Database, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .selectFrom('api_tokens')
    .select(['id', 'label', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toApiToken);
}

/**
 * A named token for the account, unless it already holds API_TOKENS_PER_ACCOUNT: the count and the
 * insert are one statement, so two requests at once cannot both pass the limit.
 */
export async function createNamedApiToken({
  db,
  userId,
  name,
  now,
}: {
  db: Database;
  userId: string;
  name: string;
  now: Date;
}): Promise<ApiToken & { token: string }> {
  const token = newToken();
  const createdAt = now.toISOString();
  const inserted = await db
    .insertInto('api_tokens')
    .columns(['user_id', 'token_hash', 'label', 'created_at'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(userId).as('user_id'),
          eb.val(hashApiToken(token)).as('token_hash'),
          eb.val(name).as('label'),
          eb.val(createdAt).as('created_at'),
        ])
        .where((eb) =>
          eb(
            eb
              .selectFrom('api_tokens')
              .select((count) => count.fn.countAll<number>().as('n'))
              .where('user_id', '=', userId),
            '<',
            sql.lit(API_TOKENS_PER_ACCOUNT),
          ),
        ),
    )
    .returning(['id', 'label', 'created_at', 'last_used_at'])
    .executeTakeFirst();
  if (!inserted) throw new AppError('api_token_limit');
  return { ...toApiToken(inserted), token };
}

/** Revokes one of the user's tokens; another account's token (or none) is "not found". */
export async function revokeApiTokenById(db: Database, userId: string, id: number): Promise<void> {
  const result = await db
    .deleteFrom('api_tokens')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('api_token_not_found');
}
