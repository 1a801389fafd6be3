import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed tokens for links in mail that must work signed out (the unsubscribe page and one-click
 * unsubscribe): `<user id>.<HMAC-SHA256 of purpose and id>`, base64url. A token names one account for
 * one purpose and cannot be made for another account without the server's key; the key is derived from
 * the session secret, so every server process of one installation accepts the same links.
 */
export function linkKeyFrom(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('summer email links v1').digest();
}

type Purpose = 'unsubscribe';

function signature(key: Buffer, purpose: Purpose, userId: string): Buffer {
  return createHmac('sha256', key).update(`${purpose}:${userId}`).digest().subarray(0, 18);
}

export function signLinkToken(key: Buffer, purpose: Purpose, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${signature(key, purpose, userId).toString('base64url')}`;
}

/** The account a token was made for, or undefined for a token that is malformed or not ours. */
export function verifyLinkToken(key: Buffer, purpose: Purpose, token: string): string | undefined {
  const [idPart, signaturePart, extra] = token.split('.');
  if (!idPart || !signaturePart || extra !== undefined || token.length > 300) return undefined;
  const userId = Buffer.from(idPart, 'base64url').toString('utf8');
  const given = Buffer.from(signaturePart, 'base64url');
  const expected = signature(key, purpose, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}
