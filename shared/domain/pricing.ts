/** Prices, packs, extra-large credits and the Endless Summer subscription. Amounts are in US cents. */

/** @public Every price is in this currency (SPEC: Currency USD); read by payments (next issue). */
export const CURRENCY = 'USD';

/** @public The package names a client may buy; payments (next issue) validates them. */
export type PackageType =
  | 'single'
  | 'bundle_5'
  | 'bundle_10'
  | 'bundle_25'
  | 'ultra_100k'
  | 'ultra_500k'
  | 'ultra_1m';

export interface CreditPack {
  packageType: 'single' | 'bundle_5' | 'bundle_10' | 'bundle_25';
  /** The `pack` query value of /pay-per-document. */
  pack: 1 | 5 | 10 | 25;
  name: string;
  credits: number;
  priceCents: number;
  /** The struck-through price shown beside the offer, when there is one. */
  wasCents?: number;
  badge?: string;
  /** Only offered from the first-use survey's special offer. */
  surveyOfferOnly?: boolean;
}

export const CREDIT_PACKS: readonly CreditPack[] = [
  { packageType: 'single', pack: 1, name: 'Single Summary', credits: 1, priceCents: 100 },
  {
    packageType: 'bundle_5',
    pack: 5,
    name: 'Beach Pack',
    credits: 5,
    priceCents: 300,
    wasCents: 500,
    badge: 'Save 40%',
  },
  {
    packageType: 'bundle_10',
    pack: 10,
    name: 'Survey Pack',
    credits: 10,
    priceCents: 500,
    wasCents: 700,
    surveyOfferOnly: true,
  },
  {
    packageType: 'bundle_25',
    pack: 25,
    name: 'Power Pack',
    credits: 25,
    priceCents: 1200,
    wasCents: 2500,
    badge: 'Most Popular',
  },
];

export type XlTier = '100k' | '500k' | '1m';

export interface XlCredit {
  tier: XlTier;
  packageType: 'ultra_100k' | 'ultra_500k' | 'ultra_1m';
  /** The creditType named in the 402/403 answer of an upload that needs this credit. */
  creditType: 'ultra_large_100k' | 'ultra_large_500k' | 'ultra_large_1m';
  label: string;
  priceCents: number;
  /** Documents above minWords and up to maxWords (null: no upper bound) need this credit. */
  minWords: number;
  maxWords: number | null;
}

export const XL_CREDITS: readonly XlCredit[] = [
  {
    tier: '100k',
    packageType: 'ultra_100k',
    creditType: 'ultra_large_100k',
    label: '25K-100K words',
    priceCents: 500,
    minWords: 25_000,
    maxWords: 100_000,
  },
  {
    tier: '500k',
    packageType: 'ultra_500k',
    creditType: 'ultra_large_500k',
    label: '100K-500K words',
    priceCents: 1500,
    minWords: 100_000,
    maxWords: 500_000,
  },
  {
    tier: '1m',
    packageType: 'ultra_1m',
    creditType: 'ultra_large_1m',
    label: '500K+ words',
    priceCents: 2500,
    minWords: 500_000,
    maxWords: null,
  },
];

export type BillingInterval = 'month' | 'year';

export interface SubscriptionPlan {
  interval: BillingInterval;
  name: string;
  priceCents: number;
  /** What the plan costs per month, for display. */
  monthlyEquivalentCents: number;
  badge: string;
}

/** @public The subscription's name in SPEC; payments and email (next issues) print it. */
export const SUBSCRIPTION_NAME = 'Endless Summer';

export const SUBSCRIPTION_PLANS: Record<BillingInterval, SubscriptionPlan> = {
  month: {
    interval: 'month',
    name: 'Endless Summer',
    priceCents: 999,
    monthlyEquivalentCents: 999,
    badge: 'POPULAR',
  },
  year: {
    interval: 'year',
    name: 'Summer Forever',
    priceCents: 8900,
    monthlyEquivalentCents: 742,
    badge: 'BEST VALUE',
  },
};

/** Annual plan saving against twelve monthly payments, as the pricing page states it ('Save 25%', 'Save $24.00/year'). */
export const ANNUAL_SAVING_PERCENT = 25;
export const ANNUAL_SAVING_CENTS = 2400;

/** The first-month offer (`/subscribe?offer=first_month_50`). */
export const FIRST_MONTH_OFFER = { code: 'first_month_50', percentOff: 50, priceCents: 499 } as const;

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** @public The client names a package, never an amount: payments (next issue) looks it up here. */
export function findPack(packageType: string): CreditPack | undefined {
  return CREDIT_PACKS.find((pack) => pack.packageType === packageType);
}

export function findXlCredit(tierOrPackageType: string): XlCredit | undefined {
  return XL_CREDITS.find(
    (credit) =>
      credit.tier === tierOrPackageType ||
      credit.packageType === tierOrPackageType ||
      `xl_${credit.tier}` === tierOrPackageType,
  );
}
