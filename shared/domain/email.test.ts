import { describe, expect, it } from 'vitest';
import { discountedCents, OUTBOX_RETRY, retryDelayMs } from './email.ts';

describe('the outbox retry waits', () => {
  it('start at one minute, double, and stop growing at six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(OUTBOX_RETRY.maxDelayMs);
  });
});

describe('a promotional discount', () => {
  it('takes half off the packs and plans, to the cent', () => {
    expect(discountedCents(300, 50)).toBe(150);
    expect(discountedCents(1200, 50)).toBe(600);
    expect(discountedCents(8900, 50)).toBe(4450);
  });
});
