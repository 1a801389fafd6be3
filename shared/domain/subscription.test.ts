import { describe, expect, it } from 'vitest';
import { isSubscriptionActive } from './subscription.ts';

const now = new Date('2026-06-01T12:00:00.000Z');

describe('isSubscriptionActive', () => {
  it('needs the flag and an expiry in the future', () => {
    expect(isSubscriptionActive({ active: true, expiresAt: '2026-07-01T00:00:00.000Z' }, now)).toBe(true);
    expect(isSubscriptionActive({ active: false, expiresAt: '2026-07-01T00:00:00.000Z' }, now)).toBe(false);
  });

  it('ends at the expiry', () => {
    expect(isSubscriptionActive({ active: true, expiresAt: now.toISOString() }, now)).toBe(false);
    expect(isSubscriptionActive({ active: true, expiresAt: '2026-05-31T00:00:00.000Z' }, now)).toBe(false);
  });

  it('is not a subscription without a readable expiry', () => {
    expect(isSubscriptionActive({ active: true, expiresAt: null }, now)).toBe(false);
    expect(isSubscriptionActive({ active: true, expiresAt: undefined }, now)).toBe(false);
    expect(isSubscriptionActive({ active: true, expiresAt: 'soon' }, now)).toBe(false);
  });
});
