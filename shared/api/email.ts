import { z } from 'zod';
import {
  ADMIN_EMAIL_LIMITS,
  OUTBOX_FAILURES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../domain/index.ts';
import { userSchema } from './auth.ts';
import { defineRoute } from './route.ts';

/**
 * Email (SPEC sections 2, 5, 7 and 9; issue #19): the admin's email screen and promotional campaign,
 * the credit emails, password reset, and the marketing choice (unsubscribe links and /my-account).
 */

/** SPEC's email list entry. */
const emailListEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
});
export type EmailListEntry = z.infer<typeof emailListEntrySchema>;

const sendEmailSchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().max(254))
    .min(1, 'Please select at least one email address')
    .max(ADMIN_EMAIL_LIMITS.recipientsMax),
  subject: z
    .string()
    .trim()
    .min(1, 'Please provide both subject and content')
    .max(ADMIN_EMAIL_LIMITS.subjectMax),
  content: z
    .string()
    .trim()
    .min(1, 'Please provide both subject and content')
    .max(ADMIN_EMAIL_LIMITS.contentMax),
  isHtml: z.boolean().default(false),
});

/** `sent`: messages handed to the outbox for delivery; `failed`: addresses that are not accounts. */
const sendEmailAnswerSchema = z.object({ sent: z.number().int(), failed: z.number().int() });

const messageAnswerSchema = z.object({ message: z.string() });

/** What the admin screens show about email on this server. */
const emailStatusSchema = z.object({
  /** 'smtp': sent over SMTP_URL; 'files': development, written as .eml files; 'off': not configured. */
  mode: z.enum(['smtp', 'files', 'off']),
  /** Messages by state: pending, sending, sent, failed, cancelled. */
  outbox: z.record(z.string(), z.number().int()),
  campaign: z.object({
    id: z.string(),
    percentOff: z.number().int(),
    daysAfterSignup: z.number().int(),
    /** Whether promotional emails can go out here; otherwise `blocker` says why. */
    ready: z.boolean(),
    blocker: z.string().nullable(),
    lastStartedAt: z.string().nullable(),
    lastFinishedAt: z.string().nullable(),
    running: z.boolean(),
    lastScheduled: z.number().int().nullable(),
  }),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** A message the outbox gave up on, as the admin's list shows it (no body: subject and error only). */
const failedEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  /** EmailKind: admin, credits-received, promotional, password-reset. */
  kind: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  /** The SMTP server's last answer (or what went wrong), shortened. */
  lastError: z.string().nullable(),
  failedAt: z.string(),
});
export type FailedEmail = z.infer<typeof failedEmailSchema>;

/** Row ids are 32-bit integers in PostgreSQL: a larger number is refused here, not by the database. */
const failedEmailParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address'));

const resetPasswordSchema = z.object({
  token: z.string().trim().min(10).max(200),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Passwords need at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Passwords are at most ${PASSWORD_MAX_LENGTH} characters`),
});

const linkQuerySchema = z.object({ token: z.string().trim().min(10).max(300) });
const marketingChoiceSchema = z.object({ marketingEmails: z.boolean() });
const linkPreferencesSchema = z.object({
  /** The account's address, partly hidden (j•••@example.com). */
  email: z.string(),
  marketingEmails: z.boolean(),
});

export const emailRoutes = {
  emailList: defineRoute({
    method: 'GET',
    path: '/api/admin/email-list',
    summary: 'Every account that can be mailed: id, email, names, sign-up date (newest first).',
    access: 'admin',
    answer: z.array(emailListEntrySchema),
  }),
  sendEmail: defineRoute({
    method: 'POST',
    path: '/api/admin/send-email',
    summary: "Queues the admin's message (HTML sanitized) for each address that is an account.",
    access: 'admin',
    body: sendEmailSchema,
    answer: sendEmailAnswerSchema,
  }),
  sendCreditEmails: defineRoute({
    method: 'POST',
    path: '/api/admin/send-credit-emails',
    summary: 'Mails everyone who received credits today and was not told yet.',
    access: 'admin',
    answer: messageAnswerSchema.extend({ queued: z.number().int() }),
  }),
  schedulePromotional: defineRoute({
    method: 'POST',
    path: '/api/admin/promotional-emails/schedule',
    summary: 'Runs the promotional campaign now: queues one discount mail per eligible user.',
    access: 'admin',
    answer: messageAnswerSchema.extend({ scheduled: z.number().int() }),
    errors: ['campaign_not_ready', 'campaign_running', 'payment_provider_error'],
  }),
  sendPromotional: defineRoute({
    method: 'POST',
    path: '/api/admin/promotional-emails/send',
    summary: 'Delivers the mail that is due in the outbox now.',
    access: 'admin',
    answer: messageAnswerSchema.extend({
      sent: z.number().int(),
      failed: z.number().int(),
      retrying: z.number().int(),
    }),
    errors: ['email_not_configured'],
  }),
  emailStatus: defineRoute({
    method: 'GET',
    path: '/api/admin/email-status',
    summary: 'Whether email is configured, the outbox by state, and the promotional campaign.',
    access: 'admin',
    answer: emailStatusSchema,
  }),
  emailFailures: defineRoute({
    method: 'GET',
    path: '/api/admin/email-failures',
    summary: `The most recent messages the outbox gave up on (newest first, at most ${OUTBOX_FAILURES.shownMax}), and how many there are.`,
    access: 'admin',
    answer: z.object({ failures: z.array(failedEmailSchema), total: z.number().int() }),
  }),
  retryEmailFailure: defineRoute({
    method: 'POST',
    path: '/api/admin/email-failures/{id}/retry',
    summary:
      'Puts one failed message back in the outbox for delivery now, with its full retry schedule (once: only while it is failed).',
    access: 'admin',
    params: failedEmailParamsSchema,
    answer: z.object({ retried: failedEmailSchema.pick({ id: true, to: true, subject: true }) }),
    errors: ['not_found', 'email_not_failed'],
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/forgot-password',
    summary:
      'Mails a password-reset link to the account of this address, if there is one (the answer never says).',
    access: 'public',
    body: z.object({ email }),
    answer: messageAnswerSchema,
    errors: ['rate_limited'],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/reset-password',
    summary:
      "Sets a new password with a reset link's token (once), revokes every other session and token, signs in.",
    access: 'public',
    body: resetPasswordSchema,
    answer: userSchema,
    errors: ['reset_link_invalid', 'weak_password', 'rate_limited'],
  }),
  unsubscribeOneClick: defineRoute({
    method: 'POST',
    path: '/api/unsubscribe',
    summary:
      "RFC 8058 one-click unsubscribe: a mail program POSTs List-Unsubscribe=One-Click to the header's address.",
    access: 'public',
    query: linkQuerySchema,
    answer: z.object({ unsubscribed: z.literal(true) }),
    errors: ['unsubscribe_link_invalid'],
  }),
  linkPreferences: defineRoute({
    method: 'GET',
    path: '/api/email-preferences/link',
    summary: "The marketing choice of an unsubscribe link's account (signed out).",
    access: 'public',
    query: linkQuerySchema,
    answer: linkPreferencesSchema,
    errors: ['unsubscribe_link_invalid'],
  }),
  setLinkPreferences: defineRoute({
    method: 'POST',
    path: '/api/email-preferences/link',
    summary: "Changes the marketing choice of an unsubscribe link's account (signed out).",
    access: 'public',
    body: linkQuerySchema.extend(marketingChoiceSchema.shape),
    answer: linkPreferencesSchema,
    errors: ['unsubscribe_link_invalid'],
  }),
  accountPreferences: defineRoute({
    method: 'GET',
    path: '/api/account/email-preferences',
    summary: 'Whether the signed-in user receives offers by email.',
    access: 'signedIn',
    answer: marketingChoiceSchema,
  }),
  setAccountPreferences: defineRoute({
    method: 'PATCH',
    path: '/api/account/email-preferences',
    summary: 'Changes whether the signed-in user receives offers by email.',
    access: 'signedIn',
    body: marketingChoiceSchema,
    answer: marketingChoiceSchema,
  }),
};
