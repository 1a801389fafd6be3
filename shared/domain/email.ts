/**
 * The email side of the product (SPEC sections 2, 5, 6 and 9; issue #19): what is sent when, the
 * promotional campaign's rules and discount, how long a password-reset link lives, and how the outbox
 * retries. The server, the admin screens and the account page read these, so they never disagree.
 */

/** What kind of message an outbox row is: marketing mail carries one-click unsubscribe, the others do not. */
const EMAIL_KINDS = ['admin', 'credits', 'promotional', 'password_reset'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Kinds a user may opt out of (RFC 8058 one-click, the unsubscribe page, /my-account). */
export function isMarketingEmail(kind: EmailKind): boolean {
  return kind === 'promotional';
}

/** SPEC section 9: promotional emails, 50% off packs and plans, 3+ days after sign-up, run hourly. */
export const PROMOTIONAL_CAMPAIGN = {
  /** Each user gets one mail of a campaign, ever; a new campaign needs a new id. */
  id: 'half-price-welcome',
  percentOff: 50,
  /** Users signed up at least this long ago (and who bought nothing) are eligible. */
  daysAfterSignup: 3,
  /** How long a code stays good after it was mailed. */
  codeValidDays: 14,
  /** What a code takes half off: the credit bundles and both Endless Summer plans. */
  packageTypes: ['bundle_5', 'bundle_25'] as const,
  billingIntervals: ['month', 'year'] as const,
  /** The scheduler's period. */
  everyMs: 60 * 60 * 1000,
  /** Most users one run mails (the next run takes the rest). */
  batchSize: 500,
} as const;

/** The price of something under a percentage discount, rounded to the cent as Stripe rounds coupons. */
export function discountedCents(priceCents: number, percentOff: number): number {
  return Math.round((priceCents * (100 - percentOff)) / 100);
}

/** A password-reset link works once, for this long after it was asked for. */
export const PASSWORD_RESET_VALID_MS = 60 * 60 * 1000;
/** Reset mails one account may be sent per hour (more requests are answered the same, and send nothing). */
export const PASSWORD_RESETS_PER_HOUR = 3;

/** The outbox's patience with a temporary failure (4xx, lost connection): doubling waits, then it gives up. */
export const OUTBOX_RETRY = {
  firstDelayMs: 60 * 1000,
  maxDelayMs: 6 * 60 * 60 * 1000,
  maxAttempts: 8,
} as const;

/** The admin's list of failed messages: how many it shows, and how much of each SMTP error it keeps. */
export const OUTBOX_FAILURES = { shownMax: 50, errorMax: 300 } as const;

/** The wait before the next try after `attempts` tries (1 → one minute, doubling, capped). */
export function retryDelayMs(attempts: number): number {
  const delay = OUTBOX_RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(OUTBOX_RETRY.maxDelayMs, delay);
}

/** Admin compose (SPEC section 5): limits of one send. */
export const ADMIN_EMAIL_LIMITS = { subjectMax: 200, contentMax: 100_000, recipientsMax: 10_000 } as const;

/** SPEC section 5's texts of the email screen. */
export const EMAIL_TEXTS = {
  noRecipients: { title: 'No Recipients Selected', description: 'Please select at least one email address' },
  missingContent: { title: 'Missing Content', description: 'Please provide both subject and content' },
  sent: (sent: number, failed: number) => ({
    title: 'Email Sent Successfully',
    description: `Sent to ${sent} recipients. ${failed} failed.`,
  }),
  sendFailedTitle: 'Failed to Send Email',
  sendFailedFallback: 'An error occurred while sending the email',
  signedOut: 'Please log in to access email management.',
  notAdmin: 'Admin access required.',
  scheduled: 'Promotional Emails Scheduled',
  promotionalSent: 'Promotional Emails Sent',
  scheduleFailed: 'Failed to schedule promotional emails',
  promotionalSendFailed: 'Failed to send promotional emails',
} as const;
