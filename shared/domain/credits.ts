/** Which credit a document needs, by its word count. */

import { XL_CREDITS, type XlCredit } from './pricing.ts';

/**
 * Regular credits (free or paid) cover documents up to this many words; from here on the dashboard
 * recommends an extra-large credit (SPEC: banner from 25,000 words).
 */
export const REGULAR_CREDIT_MAX_WORDS = 25_000;

export type RequiredCredit = { kind: 'regular' } | { kind: 'xl'; credit: XlCredit };

export function requiredCreditFor(wordCount: number): RequiredCredit {
  if (wordCount <= REGULAR_CREDIT_MAX_WORDS) return { kind: 'regular' };
  const credit = XL_CREDITS.find((xl) => xl.maxWords === null || wordCount <= xl.maxWords);
  // The last tier has no upper bound, so a credit is always found.
  return { kind: 'xl', credit: credit ?? XL_CREDITS[XL_CREDITS.length - 1]! };
}

/** Summaries a non-subscriber can still make: unused free documents plus paid credits. */
export function summariesAvailable(
  freeDocuments: number,
  freeDocumentsUsed: number,
  paidCredits: number,
): number {
  return Math.max(0, freeDocuments - freeDocumentsUsed) + paidCredits;
}
