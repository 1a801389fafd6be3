import { z } from 'zod';
import { defineRoute } from './route.ts';

/** The admin area's audit log (the dashboard's Audit tab). */

/** A page of a list: 1-based page number and its size. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Who: the admin's email, 'command line (npm run admin)', ADMIN_EMAILS or OWNER_EMAILS. */
  actor: z.string(),
  /** What: role.grant, role.revoke, credits.add, credits.reset, credits.distribute, user.remove, email.send, email.retry. */
  action: z.string(),
  /** Whom: the account's email at the time, or null (everybody, or a removed account). */
  target: z.string().nullable(),
  targetUserId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
});

const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminAuditRoutes = {
  auditLog: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'The audit log of admin changes, newest first, a page at a time.',
    access: 'admin',
    query: pageQuerySchema,
    answer: auditPageSchema,
  }),
};
