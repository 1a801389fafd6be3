import { z } from 'zod';
import { pageQuerySchema } from './adminAudit.ts';
import { defineRoute } from './route.ts';

/** The admin dashboard (/admin) and the signup monitor: SPEC section 3's admin shapes. */

/** GET /api/admin/analytics/summary: the cards and the Signups tab. */
const summarySchema = z.object({
  totalUsers: z.number().int(),
  activeSubscriptions: z.number().int(),
  totalDocuments: z.number().int(),
  /** US dollars received, refunds subtracted. */
  totalRevenue: z.number(),
  /** Sign-ups per day of the last 30 days (UTC dates, YYYY-MM-DD), every day listed. */
  recentSignups: z.array(z.object({ date: z.string(), count: z.number().int() })),
});

/** One row of the All Users table (SPEC section 3's user row). */
export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  subscriptionActive: z.boolean(),
  paidDocumentsAvailable: z.number().int(),
  freeDocumentsUsed: z.number().int(),
  /** Summaries made (also those since deleted). */
  documentCount: z.number().int(),
  attemptedPayment: z.boolean(),
  /** Payments made (each succeeded PaymentIntent or subscription invoice). */
  paymentAttempts: z.number().int(),
  /** Summaries kept in the account (saved rather than deleted on leaving the page). */
  summaryExports: z.number().int(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  isOwner: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const USER_SORTS = ['createdAt', 'email', 'name', 'credits'] as const;

/** GET /api/admin/analytics/users: a page of all users, searched and sorted by the server (100,000 users). */
const usersQuerySchema = pageQuerySchema.extend({
  /** Part of an email, first or last name. */
  search: z.string().trim().max(200).default(''),
  sort: z.enum(USER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
const usersPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /api/admin/analytics/revenue: USD, refunds subtracted. */
const revenueSchema = z.object({
  revenueByType: z.array(z.object({ type: z.string(), count: z.number().int(), total: z.number() })),
  /** Months as YYYY-MM, newest first. */
  monthlyRevenue: z.array(z.object({ month: z.string(), count: z.number().int(), total: z.number() })),
});

/** GET /api/admin/signups/recent: counted in the operator's TIME_ZONE. */
const recentSignupsSchema = z.object({
  today: z.number().int(),
  /** Since Monday. */
  week: z.number().int(),
  /** Since the 1st of the month. */
  month: z.number().int(),
  recent: z.array(
    z.object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string(),
      created_at: z.string(),
    }),
  ),
  /** The IANA time zone the counts and the page's dates and times are in. */
  timeZone: z.string(),
});

/** GET /api/admin/users/search?email: the owner's credit tools. */
const userSearchQuerySchema = z.object({ email: z.string().trim().min(1).max(254) });

export const adminOverviewRoutes = {
  summary: defineRoute({
    method: 'GET',
    path: '/api/admin/analytics/summary',
    summary: 'The dashboard cards: users, active subscriptions, documents, revenue; sign-ups per day.',
    access: 'admin',
    answer: summarySchema,
  }),
  users: defineRoute({
    method: 'GET',
    path: '/api/admin/analytics/users',
    summary: 'A page of all users, searched by email or name and sorted on the server.',
    access: 'admin',
    query: usersQuerySchema,
    answer: usersPageSchema,
  }),
  revenue: defineRoute({
    method: 'GET',
    path: '/api/admin/analytics/revenue',
    summary: 'Revenue in USD by package type and by month, refunds subtracted.',
    access: 'admin',
    answer: revenueSchema,
  }),
  recentSignups: defineRoute({
    method: 'GET',
    path: '/api/admin/signups/recent',
    summary: "Sign-ups today, this week and this month in the operator's time zone, and the latest ones.",
    access: 'admin',
    answer: recentSignupsSchema,
  }),
  searchUsers: defineRoute({
    method: 'GET',
    path: '/api/admin/users/search',
    summary: "Accounts whose email contains the text (the owner's credit tools).",
    access: 'owner',
    query: userSearchQuerySchema,
    answer: z.array(adminUserRowSchema),
  }),
};
