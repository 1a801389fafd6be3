import { describe, expect, it } from 'vitest';
import { paymentSucceeded } from './paymentOutcome.ts';

describe('paymentSucceeded', () => {
  it.each([
    ['', true],
    ['?redirect_status=succeeded', true],
    ['?success=true', true],
    ['?redirect_status=failed&success=true', true],
    ['?redirect_status=failed', false],
    ['?redirect_status=requires_payment_method', false],
    ['?redirect_status=processing&success=false', false],
    ['?redirect_status=', false],
  ])('%s → %s', (query, expected) => {
    expect(paymentSucceeded(new URLSearchParams(query))).toBe(expected);
  });
});
