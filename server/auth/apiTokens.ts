import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { findUserById, type UserRow } from './users.ts';

/**
 * Long-lived bearer tokens for the desktop app. The token is shown once; the database keeps only its
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

export async function issueApiToken({ db, userId, label, now }: IssueApiTokenOptions): Promise<string> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
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
