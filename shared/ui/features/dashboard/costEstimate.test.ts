import { describe, expect, it } from 'vitest';
import { LARGE_FILE_BYTES } from '../../../domain/index.ts';
import { type CreditBalance, isSubscribed } from '../../auth/accountStatus.ts';
import { estimateFileCost, needsCompressionNotice, processingTimeNoticeFor } from './costEstimate.ts';

const balance = (over: Partial<CreditBalance> = {}): CreditBalance => ({
  subscribed: false,
  freeDocumentsAvailable: 2,
  paidDocumentsAvailable: 0,
  xlCredits: { '100k': 0, '500k': 0, '1m': 0 },
  ...over,
});

describe('estimateFileCost', () => {
  it('uses a free summary, then a paid credit, then nothing for regular files', () => {
    expect(estimateFileCost(50_000, balance()).cost.kind).toBe('free');
    expect(
      estimateFileCost(50_000, balance({ freeDocumentsAvailable: 0, paidDocumentsAvailable: 3 })).cost.kind,
    ).toBe('paid');
    expect(estimateFileCost(50_000, balance({ freeDocumentsAvailable: 0 })).cost.kind).toBe('none');
    expect(estimateFileCost(50_000, balance({ subscribed: true })).cost.kind).toBe('subscription');
  });

  it('estimates words of files over 1 MB from their size and picks the XL tier', () => {
    const estimate = estimateFileCost(
      LARGE_FILE_BYTES * 2,
      balance({ xlCredits: { '100k': 0, '500k': 1, '1m': 0 } }),
    );
    expect(estimate.large).toBe(true);
    expect(estimate.estimatedWords).toBe(419_430);
    expect(estimate.cost.kind === 'xl' && estimate.cost.credit.tier).toBe('500k');
    expect(estimate.cost.kind === 'xl' && estimate.cost.owned).toBe(1);
    expect(estimate.recommendXl).toBe(true);
    expect(estimate.processingTime).toBe('15-25 minutes');
  });

  it('takes the words the server counted over the estimate from the size', () => {
    // A 2.5 MB PDF estimated at 500K+ words holds 107,862: its credit is the 100K–500K one.
    const estimate = estimateFileCost(LARGE_FILE_BYTES * 2.5, balance(), 107_862);
    expect(estimate.estimatedWords).toBe(107_862);
    expect(estimate.counted).toBe(true);
    expect(estimate.cost.kind === 'xl' && estimate.cost.credit.tier).toBe('500k');
    expect(estimateFileCost(LARGE_FILE_BYTES * 2.5, balance()).counted).toBe(false);
  });

  it('keeps the XL banner hidden for small files', () => {
    const estimate = estimateFileCost(LARGE_FILE_BYTES - 1, balance());
    expect(estimate.large).toBe(false);
    expect(estimate.recommendXl).toBe(false);
  });
});

describe('needsCompressionNotice', () => {
  it('fires only beyond 10 points from the target share', () => {
    expect(needsCompressionNotice(3, 50)).toBe(false);
    expect(needsCompressionNotice(3, 50.5)).toBe(true);
    expect(needsCompressionNotice(1, 30)).toBe(true);
  });
});

describe('isSubscribed', () => {
  it('needs an active flag and a future expiry', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(
      isSubscribed({ subscriptionActive: true, subscriptionExpiresAt: '2026-02-01T00:00:00Z' }, now),
    ).toBe(true);
    expect(
      isSubscribed({ subscriptionActive: true, subscriptionExpiresAt: '2025-12-01T00:00:00Z' }, now),
    ).toBe(false);
    expect(
      isSubscribed({ subscriptionActive: false, subscriptionExpiresAt: '2026-02-01T00:00:00Z' }, now),
    ).toBe(false);
  });
});

describe('processingTimeNoticeFor', () => {
  it('asks before a long document the user can pay for, with its estimate and tier', () => {
    const estimate = estimateFileCost(
      LARGE_FILE_BYTES * 2,
      balance({ xlCredits: { '100k': 0, '500k': 2, '1m': 0 } }),
    );
    expect(processingTimeNoticeFor(estimate)).toEqual({
      estimatedWords: 419_430,
      processingTime: '15-25 minutes',
      creditLabel: '100K-500K words',
    });
  });

  it('stays silent for regular files and when the XL credit is missing (the server explains then)', () => {
    expect(processingTimeNoticeFor(estimateFileCost(50_000, balance()))).toBeNull();
    expect(processingTimeNoticeFor(estimateFileCost(LARGE_FILE_BYTES * 2, balance()))).toBeNull();
    expect(
      processingTimeNoticeFor(
        estimateFileCost(LARGE_FILE_BYTES * 2, balance({ xlCredits: { '100k': 3, '500k': 0, '1m': 3 } })),
      ),
    ).toBeNull();
  });
});
