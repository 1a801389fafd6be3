import { describe, expect, it } from 'vitest';
import {
  canonicalPackageType,
  creditsRefunded,
  packageTypeForQuery,
  purchasablePackage,
  subscriptionStateIsNewer,
  subscriptionStatusGrantsAccess,
} from './payments.ts';

const rules = { singleCreditCents: 100 };

describe('purchasablePackage', () => {
  it('prices packs and XL credits from the domain, one credit at the operator price', () => {
    expect(purchasablePackage('single', { singleCreditCents: 99 })).toMatchObject({
      priceCents: 99,
      credits: { paid: 1 },
    });
    expect(purchasablePackage('bundle_5', rules)).toMatchObject({ priceCents: 300, credits: { paid: 5 } });
    expect(purchasablePackage('bundle_25', rules)).toMatchObject({ priceCents: 1200, credits: { paid: 25 } });
    expect(purchasablePackage('bundle_10', rules)).toMatchObject({ priceCents: 500, surveyOfferOnly: true });
    expect(purchasablePackage('ultra_500k', rules)).toMatchObject({
      priceCents: 1500,
      credits: { ultra_large_500k: 1 },
    });
  });

  it('accepts the xl_* spelling and nothing else', () => {
    expect(canonicalPackageType('xl_1m')).toBe('ultra_1m');
    expect(purchasablePackage('xl_100k', rules)?.packageType).toBe('ultra_100k');
    for (const name of ['bundle_7', '1m', 'ultra_large_1m', '', 'SINGLE']) {
      expect(purchasablePackage(name, rules), name).toBeUndefined();
    }
  });

  it('reads the payment page query', () => {
    expect(packageTypeForQuery({})).toBe('single');
    expect(packageTypeForQuery({ pack: '5' })).toBe('bundle_5');
    expect(packageTypeForQuery({ pack: '10' })).toBe('bundle_10');
    expect(packageTypeForQuery({ xl: '500k' })).toBe('ultra_500k');
    expect(packageTypeForQuery({ pack: '3' })).toBeUndefined();
    expect(packageTypeForQuery({ xl: '2m' })).toBeUndefined();
  });
});

describe('creditsRefunded', () => {
  const granted = { paid: 5 };
  it('takes everything back on a full refund, once', () => {
    expect(
      creditsRefunded({ granted, amountCents: 300, refundedBeforeCents: 0, refundedNowCents: 300 }),
    ).toEqual({ paid: 5 });
    expect(
      creditsRefunded({ granted, amountCents: 300, refundedBeforeCents: 300, refundedNowCents: 300 }),
    ).toEqual({});
  });

  it('takes back a partial refund share rounded up, the rest on the next refund', () => {
    const first = creditsRefunded({
      granted,
      amountCents: 300,
      refundedBeforeCents: 0,
      refundedNowCents: 100,
    });
    expect(first).toEqual({ paid: 2 });
    const rest = creditsRefunded({
      granted,
      amountCents: 300,
      refundedBeforeCents: 100,
      refundedNowCents: 300,
    });
    expect(rest).toEqual({ paid: 3 });
  });
});

describe('subscription states', () => {
  it('gives access while active, trialing or past due', () => {
    expect(['active', 'trialing', 'past_due'].every(subscriptionStatusGrantsAccess)).toBe(true);
    expect(
      ['incomplete', 'canceled', 'unpaid', 'incomplete_expired'].some(subscriptionStatusGrantsAccess),
    ).toBe(false);
  });

  it('never moves backwards', () => {
    const active = { status: 'active', stateAt: 200 };
    expect(subscriptionStateIsNewer(undefined, { status: 'incomplete', stateAt: 1 })).toBe(true);
    expect(subscriptionStateIsNewer(active, { status: 'incomplete', stateAt: 100 })).toBe(false);
    expect(subscriptionStateIsNewer(active, { status: 'incomplete', stateAt: 200 })).toBe(false);
    expect(subscriptionStateIsNewer(active, { status: 'active', stateAt: 200 })).toBe(true);
    expect(subscriptionStateIsNewer(active, { status: 'past_due', stateAt: 300 })).toBe(true);
    const canceled = { status: 'canceled', stateAt: 300 };
    expect(subscriptionStateIsNewer(canceled, { status: 'active', stateAt: 400 })).toBe(false);
  });
});
