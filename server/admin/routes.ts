import type { Router } from 'express';
import { adminAuditRoutes } from '../../shared/api/adminAudit.ts';
import { authRoutes } from '../../shared/api/auth.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { listAuditEntries } from './auditLog.ts';
import { setRole } from './roles.ts';

/** GET /api/admin/check, the audit log, and the development-only admin grant. */
export function adminRouter(
  { config, db, now }: { config: Config; db: Database; now: Clock },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);

  serve(authRoutes.adminCheck, ({ user }) => ({ isAdmin: Boolean(user.is_admin || user.is_owner) }));
  serve(adminAuditRoutes.auditLog, ({ query }) => listAuditEntries(db, query));

  // Development only: the route does not exist in production or test servers.
  if (config.NODE_ENV === 'development') {
    serve(authRoutes.makeMeAdmin, async ({ user }) => {
      const actor = { kind: 'user', userId: user.id, email: user.email } as const;
      await setRole({ db, email: user.email, role: 'admin', grant: true, actor, now: now() });
      return { success: true, isAdmin: true } as const;
    });
  }
  return router;
}
