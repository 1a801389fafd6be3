import { describe, expect, it } from 'vitest';
import { authRoutes } from '../../api/auth.ts';
import { ApiRequestError, UnexpectedAnswerError } from '../../api/client.ts';
import { summarizeRoutes } from '../../api/summarize.ts';
import {
  classifyUploadError,
  describeDemoError,
  describeSignInError,
  endsSession,
  GENERIC_UPLOAD_FAILURE,
  serverAnswered,
} from './describeError.ts';

const answer = (status: number, body: unknown) =>
  new ApiRequestError(status, typeof body === 'string' ? body : JSON.stringify(body), '');

describe('classifyUploadError', () => {
  it('treats 401 and Unauthorized messages as an expired session', () => {
    expect(classifyUploadError(answer(401, { error: 'unauthorized' })).kind).toBe('session-expired');
    expect(classifyUploadError(new Error('Unauthorized')).kind).toBe('session-expired');
  });

  it('opens the XL dialog for 402/403 naming an ultra_large credit, with the price from the product table', () => {
    const failure = classifyUploadError(
      answer(402, {
        error: 'xl_credit_required',
        creditType: 'ultra_large_500k',
        tier: '500k',
        wordCount: 150_000,
        price: 0.01,
        estimatedProcessingTime: '15-25 minutes',
        message: 'Needs an XL credit',
      }),
    );
    expect(failure).toEqual({
      kind: 'xl-credit',
      prompt: {
        tier: '500k',
        wordCount: 150_000,
        priceCents: 1500,
        estimatedProcessingTime: '15-25 minutes',
        message: 'Needs an XL credit',
      },
    });
    const forbidden = classifyUploadError(
      answer(403, { creditType: 'ultra_large_other', wordCount: 600_000 }),
    );
    expect(forbidden.kind === 'xl-credit' && forbidden.prompt.tier).toBe('1m');
  });

  it('shows the upgrade prompt for a missing regular credit', () => {
    expect(
      classifyUploadError(
        answer(402, { error: 'insufficient_credits', upgrade_required: true, message: 'No credits' }),
      ),
    ).toEqual({ kind: 'upgrade', message: 'No credits' });
    expect(classifyUploadError(new Error('upgrade_required')).kind).toBe('upgrade');
  });

  it("falls back to the server's message, then the generic failure", () => {
    expect(classifyUploadError(answer(422, { message: 'This PDF is encrypted' }))).toEqual({
      kind: 'error',
      message: 'This PDF is encrypted',
    });
    expect(classifyUploadError(answer(500, ''))).toEqual({ kind: 'error', message: GENERIC_UPLOAD_FAILURE });
    expect(classifyUploadError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'error',
      message: 'Failed to fetch',
    });
  });
});

describe('the other questions the UI asks of a failure', () => {
  it('tells an answer from no answer, and a 401 from other refusals', () => {
    expect(serverAnswered(answer(503, 'down'))).toBe(true);
    expect(serverAnswered(new UnexpectedAnswerError(authRoutes.currentUser, null))).toBe(true);
    expect(serverAnswered(new TypeError('Failed to fetch'))).toBe(false);
    expect(endsSession(answer(401, { error: 'unauthorized' }))).toBe(true);
    expect(endsSession(answer(403, { error: 'forbidden' }))).toBe(false);
  });

  it("an answer outside the contract reads as the feature's generic failure", () => {
    const odd = new UnexpectedAnswerError(summarizeRoutes.upload, null);
    expect(classifyUploadError(odd)).toEqual({ kind: 'error', message: GENERIC_UPLOAD_FAILURE });
    expect(describeDemoError(odd, 'url')).toEqual({ kind: 'error', message: 'Processing failed' });
  });

  it("input the contract refuses reads as the server's 400 would, in the same words", () => {
    const refused = authRoutes.login.body.safeParse({ email: 'not an address', password: 'x' });
    expect(refused.success).toBe(false);
    expect(describeSignInError(refused.error)).toBe('email: Please enter a valid email address');
  });

  it("the sign-in form shows the server's sentence, a rate limit, or a plain line", () => {
    expect(describeSignInError(answer(401, { message: 'Incorrect email or password.' }))).toBe(
      'Incorrect email or password.',
    );
    expect(describeSignInError(answer(429, ''))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(describeSignInError(new TypeError('Failed to fetch'))).toBe(
      'Something went wrong. Please check your connection and try again.',
    );
  });
});
