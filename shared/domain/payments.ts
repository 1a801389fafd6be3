/**
 * What money buys (SPEC sections 3 and 9): which package a client may name, its price and the credits
 * it grants, how a refund takes credits back, and which Stripe subscription states give access. The
 * server reads every amount from here; a client names a package, never a price.
 */

import { CREDIT_PACKS, type CreditPack, findXlCredit, type PackageType, type XlCredit } from './pricing.ts';
import type { BusinessRules } from './rules.ts';

/** The balances a purchase, a refund or an admin grant moves. */
export const CREDIT_KINDS = ['paid', 'ultra_large_100k', 'ultra_large_500k', 'ultra_large_1m'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
/** Credits by kind; a kind left out is zero. Negative numbers take credits back. */
export type CreditAmounts = Partial<Record<CreditKind, number>>;

/** Something a client may buy once, as the server sells it. */
export interface PurchasablePackage {
  packageType: PackageType;
  /** What the payment form and the receipt call it. */
  title: string;
  priceCents: number;
  credits: CreditAmounts;
  /** Only for users the first-use survey offered it to. */
  surveyOfferOnly: boolean;
}

/** `xl_100k` (one screen's spelling) and `ultra_100k` name the same package. */
export function canonicalPackageType(name: string): PackageType | undefined {
  if (CREDIT_PACKS.some((pack) => pack.packageType === name)) return name as PackageType;
  const xl = name.startsWith('xl_') || name.startsWith('ultra_') ? findXlCredit(name) : undefined;
  return xl?.packageType;
}

function packPackage(pack: CreditPack, rules: Pick<BusinessRules, 'singleCreditCents'>): PurchasablePackage {
  return {
    packageType: pack.packageType,
    title: pack.credits === 1 ? 'Single Summary Credit' : `${pack.name}: ${pack.credits} Summary Credits`,
    // One credit's price is the operator's (SPEC's $1.00 or $0.99 reading).
    priceCents: pack.packageType === 'single' ? rules.singleCreditCents : pack.priceCents,
    credits: { paid: pack.credits },
    surveyOfferOnly: pack.surveyOfferOnly === true,
  };
}

function xlPackage(credit: XlCredit): PurchasablePackage {
  return {
    packageType: credit.packageType,
    title: `XL ${credit.tier.toUpperCase()} Credit (${credit.label})`,
    priceCents: credit.priceCents,
    credits: { [credit.creditType]: 1 },
    surveyOfferOnly: false,
  };
}

/** The package a client named (any accepted spelling), priced by this installation's rules. */
export function purchasablePackage(
  name: string,
  rules: Pick<BusinessRules, 'singleCreditCents'>,
): PurchasablePackage | undefined {
  const packageType = canonicalPackageType(name);
  if (!packageType) return undefined;
  const pack = CREDIT_PACKS.find((candidate) => candidate.packageType === packageType);
  if (pack) return packPackage(pack, rules);
  const xl = findXlCredit(packageType);
  return xl ? xlPackage(xl) : undefined;
}

/** /pay-per-document's query (`?pack=1|5|10|25`, `?xl=100k|500k|1m`) as a package type; none: one credit. */
export function packageTypeForQuery(query: {
  pack?: string | null;
  xl?: string | null;
}): PackageType | undefined {
  if (query.xl) return findXlCredit(query.xl)?.packageType;
  if (!query.pack) return 'single';
  return CREDIT_PACKS.find((pack) => String(pack.pack) === query.pack)?.packageType;
}

/** Survey answers after which the first-use survey offers its special offer (the 10-pack, half a first month). */
export const SURVEY_OFFER_RESPONSES = ['helpful_will_use_again', 'yes_but_price_too_high'] as const;

/**
 * Credits a refund takes back: the share of each granted kind that the refunded share of the amount
 * paid for, rounded up (a refunded credit is never left to spend), less what earlier refunds of the
 * same payment took. Never more than was granted. The caller caps it at what is still unspent.
 */
export function creditsRefunded(options: {
  granted: CreditAmounts;
  amountCents: number;
  refundedBeforeCents: number;
  refundedNowCents: number;
}): CreditAmounts {
  const { granted, amountCents } = options;
  const share = (refundedCents: number, credits: number) =>
    amountCents <= 0
      ? credits
      : Math.min(credits, Math.ceil((credits * Math.min(refundedCents, amountCents)) / amountCents));
  const taken: CreditAmounts = {};
  for (const kind of CREDIT_KINDS) {
    const credits = granted[kind] ?? 0;
    if (credits <= 0) continue;
    const more = share(options.refundedNowCents, credits) - share(options.refundedBeforeCents, credits);
    if (more > 0) taken[kind] = more;
  }
  return taken;
}

/**
 * Whether a subscription in this state gives Endless Summer until its period ends. past_due keeps it:
 * Stripe is still retrying the card, and the period already paid for has not ended.
 */
export function subscriptionStatusGrantsAccess(status: string): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}

/** States a Stripe subscription never leaves. */
function isFinalStatus(status: string): boolean {
  return status === 'canceled' || status === 'incomplete_expired';
}

/** How far along its life a state is, for events written in the same second. */
function progress(status: string): number {
  if (status === 'incomplete') return 0;
  if (isFinalStatus(status)) return 2;
  return 1;
}

/**
 * Whether a subscription's state carried by a Stripe event (or an API answer) replaces the stored one.
 * Events arrive late, twice and out of order: an older one never overwrites a newer one, a final state
 * (canceled, incomplete_expired) is never left, and of two states stamped in the same second the one
 * further along wins (incomplete → active → canceled).
 */
export function subscriptionStateIsNewer(
  stored: { status: string; stateAt: number } | undefined,
  incoming: { status: string; stateAt: number },
): boolean {
  if (!stored) return true;
  if (isFinalStatus(stored.status)) return false;
  if (incoming.stateAt !== stored.stateAt) return incoming.stateAt > stored.stateAt;
  return progress(incoming.status) >= progress(stored.status);
}
