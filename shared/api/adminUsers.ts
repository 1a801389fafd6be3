import { z } from 'zod';
import { ADMIN } from '../domain/index.ts';
import { adminUserRowSchema } from './adminOverview.ts';
import { defineRoute } from './route.ts';

/**
 * The owner's tools on accounts (SPEC section 7): add credits, reset them to 0, remove an account,
 * and give every account 3 credits. Each change is written to the audit log.
 */

const userParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** The account as the admin area shows it, after the change. */
const changedUserSchema = z.object({ user: adminUserRowSchema });

/** SPEC section 3's distribute results. */
const distributeResultsSchema = z.object({
  /** Accounts there were when the distribution started. */
  total: z.number().int(),
  /** Accounts given the credits by this distribution (a repeated click adds none). */
  successful: z.number().int(),
  failed: z.number().int(),
  /** Credit notification emails sent (0 until the email issue sends them). */
  emailsSent: z.number().int(),
  /** One line per failed account (the first 100). */
  errors: z.array(z.string()),
  /** The same click was answered before: nothing was given again. */
  repeated: z.boolean(),
});
export type DistributeResults = z.infer<typeof distributeResultsSchema>;

export const adminUserRoutes = {
  addCredits: defineRoute({
    method: 'POST',
    path: '/api/admin/users/{id}/credits',
    summary: 'Adds 1-100 paid credits to an account.',
    access: 'owner',
    params: userParamsSchema,
    body: z.object({
      credits: z.number().int().min(ADMIN.minCreditsPerAction).max(ADMIN.maxCreditsPerAction),
    }),
    answer: changedUserSchema,
    errors: ['not_found'],
  }),
  resetCredits: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/{id}/credits',
    summary: "Sets an account's paid credits to 0.",
    access: 'owner',
    params: userParamsSchema,
    body: z.object({ resetTo: z.literal(0) }),
    answer: changedUserSchema,
    errors: ['not_found'],
  }),
  removeUser: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/{id}',
    summary:
      'Removes an account for good (sessions, tokens, summaries, synced library); its payments stay, without personal data.',
    access: 'owner',
    params: userParamsSchema,
    answer: z.object({
      removed: z.literal(true),
      /** Payments kept for the books, no longer linked to anybody. */
      paymentsKept: z.number().int(),
    }),
    errors: [
      'not_found',
      'cannot_remove_self',
      'last_owner',
      'payments_not_configured',
      'payment_provider_error',
    ],
  }),
  distributeCredits: defineRoute({
    method: 'POST',
    path: '/api/admin/distribute-credits',
    summary:
      'Gives every account 3 paid credits, once per Idempotency-Key (one click): a repeat answers the first result.',
    access: 'owner',
    answer: distributeResultsSchema,
    errors: ['invalid_idempotency_key'],
  }),
};
