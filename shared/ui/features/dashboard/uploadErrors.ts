import { ApiRequestError, isUnauthorizedError } from '../../../api/client.ts';
import { findXlCredit, type XlTier } from '../../../domain/index.ts';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please refresh the page and log in again.';
export const GENERIC_UPLOAD_FAILURE = 'Failed to process document. Please try again.';

/** What the XL credit dialog shows. */
export interface XlPrompt {
  tier: XlTier;
  wordCount: number;
  /** US cents */
  priceCents: number;
  estimatedProcessingTime: string;
  message: string;
}

/** How the uploader answers a failed upload (SPEC section 8, "Upload (dashboard)"). */
export type UploadFailure =
  | { kind: 'session-expired' }
  | { kind: 'xl-credit'; prompt: XlPrompt }
  | { kind: 'upgrade'; message: string | null }
  | { kind: 'error'; message: string };

function xlTierFromCreditType(creditType: string): XlTier {
  if (creditType.includes('100k')) return '100k';
  if (creditType.includes('500k')) return '500k';
  return '1m';
}

/**
 * Maps a thrown upload error to the uploader's answer, in SPEC order: an expired session first, then
 * an XL credit (402/403 whose JSON names an ultra_large creditType), then a missing regular credit,
 * else the server's message or the generic failure.
 */
export function classifyUploadError(error: unknown): UploadFailure {
  const message = error instanceof Error ? error.message : '';
  const body = error instanceof ApiRequestError ? error.body : null;
  const status = error instanceof ApiRequestError ? error.status : null;
  if (isUnauthorizedError(error)) return { kind: 'session-expired' };
  const creditType = typeof body?.creditType === 'string' ? body.creditType : '';
  if ((status === 402 || status === 403) && creditType.includes('ultra_large')) {
    const tier =
      typeof body?.tier === 'string' && findXlCredit(body.tier)
        ? (body.tier as XlTier)
        : xlTierFromCreditType(creditType);
    const credit = findXlCredit(tier);
    const wordCount = typeof body?.wordCount === 'number' ? body.wordCount : 0;
    return {
      kind: 'xl-credit',
      prompt: {
        tier,
        wordCount,
        // The price shown comes from the product's own table, never from a number the answer carries.
        priceCents: credit?.priceCents ?? 0,
        estimatedProcessingTime:
          typeof body?.estimatedProcessingTime === 'string' ? body.estimatedProcessingTime : '',
        message: typeof body?.message === 'string' ? body.message : '',
      },
    };
  }
  if (status === 402 || /402:|upgrade_required|insufficient_credits/.test(message)) {
    return { kind: 'upgrade', message: typeof body?.message === 'string' ? body.message : null };
  }
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : null;
  if (serverMessage) return { kind: 'error', message: serverMessage };
  if (error instanceof ApiRequestError || !message) return { kind: 'error', message: GENERIC_UPLOAD_FAILURE };
  return { kind: 'error', message };
}
