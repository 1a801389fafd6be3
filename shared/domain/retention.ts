/**
 * Who keeps a summary how long (SPEC section 9, DESIGN "Retention"): subscribers keep theirs until they
 * choose delete; everybody else's goes when they leave the page, and by the sweeper an hour after it
 * was made at the latest; a summary paid with an extra-large credit stays 24 hours, leaving or not.
 */

import { XL_CREDITS } from './pricing.ts';
import { RETENTION } from './timings.ts';

export type Retention = 'retain' | 'delete';

export interface RetentionState {
  retention: Retention;
  /** When the sweeper deletes it (ISO time); null: kept until the owner deletes it. */
  expiresAt: string | null;
}

/** Whether this credit (the `creditUsed` of an upload) was an extra-large one. */
function usedXlCredit(creditUsed: string): boolean {
  return XL_CREDITS.some((credit) => credit.creditType === creditUsed);
}

/** The retention of a summary just made. */
export function initialRetention(options: {
  subscribed: boolean;
  creditUsed: string;
  now: Date;
}): RetentionState {
  if (options.subscribed) return { retention: 'retain', expiresAt: null };
  const keepFor = usedXlCredit(options.creditUsed) ? RETENTION.xlSummary : RETENTION.unclaimedSummary;
  return { retention: 'delete', expiresAt: new Date(options.now.getTime() + keepFor).toISOString() };
}

/** A subscriber's choice: retain keeps it for good, delete lets it go like a non-subscriber's. */
export function chosenRetention(choice: Retention, now: Date): RetentionState {
  return {
    retention: choice,
    expiresAt:
      choice === 'retain' ? null : new Date(now.getTime() + RETENTION.unclaimedSummary).toISOString(),
  };
}

/** Whether the summary is deleted as soon as its owner leaves the page (XL summaries wait their 24 hours). */
export function deletedOnLeaving(summary: { retention: Retention; creditUsed: string }): boolean {
  return summary.retention === 'delete' && !usedXlCredit(summary.creditUsed);
}
