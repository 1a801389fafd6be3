import { describe, expect, it } from 'vitest';
import { parseBillingInterval } from './useBillingInterval.ts';

describe('parseBillingInterval', () => {
  it('is annual only when year was stored', () => {
    expect(parseBillingInterval('year')).toBe('year');
    expect(parseBillingInterval('month')).toBe('month');
    expect(parseBillingInterval(null)).toBe('month');
    expect(parseBillingInterval('YEAR')).toBe('month');
    expect(parseBillingInterval('annual')).toBe('month');
  });
});
