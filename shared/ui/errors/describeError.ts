import { ZodError } from 'zod';
import { ApiRequestError, isUnauthorizedError, UnexpectedAnswerError } from '../../api/client.ts';
import type { ErrorCode } from '../../api/errors.ts';
import { findXlCredit, type XlTier } from '../../domain/index.ts';

/**
 * The one place the UI reads a failed call: what was thrown (an ApiRequestError with the error table's
 * code, a network failure, anything else) becomes what the UI does and the words it shows, with SPEC
 * section 8's texts. Features ask the question they have (an upload, the demo, a sign-in, a toast) and
 * never look at statuses, bodies or messages themselves.
 */

/** SPEC's generic unauthorized path: a signed-in call answered 401 (see auth/sessionEnded.ts). */
export const UNAUTHORIZED_TOAST = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
} as const;
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please refresh the page and log in again.';
export const SESSION_EXPIRED_TOAST = {
  title: 'Session Expired',
  description: 'Please refresh the page and log in again to continue.',
} as const;
export const GENERIC_UPLOAD_FAILURE = 'Failed to process document. Please try again.';
/** The demo's Sign Up Required card when the server's no_free_documents answer carries no sentence. */
const DEMO_SIGN_UP_FALLBACK = 'You have used your free summaries.';
export const SURVEY_FAILURE_TOAST = {
  title: 'Error submitting feedback',
  description: 'Please try again or contact support.',
} as const;
export const RETENTION_FAILURE_TOAST = { title: 'Failed to update retention settings' } as const;
const SIGN_IN_RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';
const SIGN_IN_FAILURE = 'Something went wrong. Please check your connection and try again.';

/** How a call failed, read once from whatever was thrown. */
type Failure =
  /** The server answered with an error. */
  | {
      kind: 'answer';
      status: number;
      code: ErrorCode | undefined;
      body: Record<string, unknown> | null;
      /** The server's sentence for the user, when it sent one. */
      serverMessage: string | null;
      bodyText: string;
    }
  /** The server answered OK, but not what its route promises. */
  | { kind: 'unexpected-answer' }
  /** No answer (offline, unreachable, timed out) or a failure before the request left. */
  | { kind: 'no-answer'; message: string };

function readFailure(error: unknown): Failure {
  if (error instanceof ApiRequestError) {
    const body = error.body;
    const message = typeof body?.message === 'string' && body.message ? body.message : null;
    return {
      kind: 'answer',
      status: error.status,
      code: error.code,
      body,
      serverMessage: message,
      bodyText: error.bodyText,
    };
  }
  if (error instanceof ZodError) {
    // The client checked the input with the route's schema and did not send it: the same refusal, in the
    // same words, as the server's 400 validation_error.
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    const message = `${where}${first?.message ?? 'Invalid request'}`;
    return {
      kind: 'answer',
      status: 400,
      code: 'validation_error',
      body: null,
      serverMessage: message,
      bodyText: message,
    };
  }
  if (error instanceof UnexpectedAnswerError) return { kind: 'unexpected-answer' };
  return { kind: 'no-answer', message: error instanceof Error ? error.message : '' };
}

/** The server answered (even with an error): not a sign of being offline. */
export function serverAnswered(error: unknown): boolean {
  return readFailure(error).kind !== 'no-answer';
}

/** The server refused with this code of the error table. */
export function answeredWith(error: unknown, code: ErrorCode): boolean {
  const failure = readFailure(error);
  return failure.kind === 'answer' && failure.code === code;
}

/**
 * The session ended (401): the API client's session handler already tells the user and goes to sign
 * in, so the failing call shows nothing of its own.
 */
export function endsSession(error: unknown): boolean {
  return isUnauthorizedError(error);
}

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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Maps a thrown upload error to the uploader's answer, in SPEC order: an expired session first, then
 * an XL credit (xl_credit_required, or a 402/403 whose JSON names an ultra_large creditType), then a
 * missing regular credit, else the server's message or the generic failure.
 */
export function classifyUploadError(error: unknown): UploadFailure {
  if (isUnauthorizedError(error)) return { kind: 'session-expired' };
  const failure = readFailure(error);
  const answer = failure.kind === 'answer' ? failure : null;
  const body = answer?.body;
  const creditType = text(body?.creditType);
  const paymentStatus = answer?.status === 402 || answer?.status === 403;
  if (answer?.code === 'xl_credit_required' || (paymentStatus && creditType.includes('ultra_large'))) {
    const tier = findXlCredit(text(body?.tier))?.tier ?? xlTierFromCreditType(creditType);
    return {
      kind: 'xl-credit',
      prompt: {
        tier,
        wordCount: typeof body?.wordCount === 'number' ? body.wordCount : 0,
        // The price shown comes from the product's own table, never from a number the answer carries.
        priceCents: findXlCredit(tier)?.priceCents ?? 0,
        estimatedProcessingTime: text(body?.estimatedProcessingTime),
        message: text(body?.message),
      },
    };
  }
  // SPEC reads the message ("402: …"), which also covers plain Errors that passed through other layers.
  const message = error instanceof Error ? error.message : '';
  if (answer?.code === 'insufficient_credits' || /402:|upgrade_required|insufficient_credits/.test(message)) {
    return { kind: 'upgrade', message: answer?.serverMessage ?? null };
  }
  if (failure.kind === 'no-answer' && failure.message) return { kind: 'error', message: failure.message };
  return { kind: 'error', message: answer?.serverMessage ?? GENERIC_UPLOAD_FAILURE };
}

/** What the free demo's card shows for a failed request (SPEC section 8, "Free demo"). */
export type DemoFailure =
  /** The visitor's session ended (401): the page goes to /auth. */
  | { kind: 'signed-out' }
  /** No free summaries left: the Sign Up Required card. */
  | { kind: 'sign-up'; message: string }
  | { kind: 'error'; message: string };

/**
 * 401 → sign-in; 403 no_free_documents → its message in the Sign Up Required card; other answers →
 * 'Upload failed: …' (files) or 'Processing failed: …' (text, URL) with the server's sentence where it
 * explains the failure (an encrypted PDF, a refused URL); a thrown error shows its own message.
 */
export function describeDemoError(error: unknown, source: 'file' | 'text' | 'url'): DemoFailure {
  const prefix = source === 'file' ? 'Upload failed' : 'Processing failed';
  const failure = readFailure(error);
  if (failure.kind === 'answer') {
    if (failure.status === 401) return { kind: 'signed-out' };
    if (failure.status === 403 && failure.code === 'no_free_documents') {
      return { kind: 'sign-up', message: failure.serverMessage ?? DEMO_SIGN_UP_FALLBACK };
    }
    const reason = failure.serverMessage ?? (failure.bodyText || String(failure.status));
    return { kind: 'error', message: `${prefix}: ${reason}` };
  }
  if (failure.kind === 'unexpected-answer') return { kind: 'error', message: prefix };
  return { kind: 'error', message: failure.message || prefix };
}

/** The sign-in form's line under a failed sign-in or sign-up: the server's sentence, or a plain one. */
export function describeSignInError(error: unknown): string {
  const failure = readFailure(error);
  if (failure.kind === 'answer') {
    if (failure.serverMessage) return failure.serverMessage;
    if (failure.status === 429) return SIGN_IN_RATE_LIMITED;
  }
  return SIGN_IN_FAILURE;
}

/** A failed action's toast text (SPEC's admin and email toasts): the server's sentence, or the fallback. */
export function describeActionError(error: unknown, fallback: string): string {
  const failure = readFailure(error);
  return failure.kind === 'answer' && failure.serverMessage ? failure.serverMessage : fallback;
}

/**
 * A failed account call as one sentence: the server's (the error table's, e.g. "Give the token a
 * name") or, without an answer, a plain one about the connection.
 */
export function describeFailure(error: unknown): string {
  return describeActionError(error, SIGN_IN_FAILURE);
}
