import { describe, expect, it } from 'vitest';
import { chosenRetention, deletedOnLeaving, initialRetention } from './retention.ts';

const now = new Date('2026-06-01T12:00:00.000Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('retention', () => {
  it('keeps a subscriber summary until they delete it', () => {
    expect(initialRetention({ subscribed: true, creditUsed: 'subscription', now })).toEqual({
      retention: 'retain',
      expiresAt: null,
    });
  });

  it('lets a non-subscriber summary go on leaving, an hour at the latest', () => {
    const state = initialRetention({ subscribed: false, creditUsed: 'free', now });
    expect(state).toEqual({ retention: 'delete', expiresAt: inHours(1) });
    expect(deletedOnLeaving({ retention: state.retention, creditUsed: 'free' })).toBe(true);
  });

  it('keeps an XL summary 24 hours, leaving or not', () => {
    const state = initialRetention({ subscribed: false, creditUsed: 'ultra_large_500k', now });
    expect(state).toEqual({ retention: 'delete', expiresAt: inHours(24) });
    expect(deletedOnLeaving({ retention: state.retention, creditUsed: 'ultra_large_500k' })).toBe(false);
  });

  it('follows a subscriber choice', () => {
    expect(chosenRetention('retain', now)).toEqual({ retention: 'retain', expiresAt: null });
    expect(chosenRetention('delete', now)).toEqual({ retention: 'delete', expiresAt: inHours(1) });
    expect(deletedOnLeaving({ retention: 'retain', creditUsed: 'paid' })).toBe(false);
  });
});
