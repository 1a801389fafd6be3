import type { Router } from 'express';
import { authRoutes } from '../../shared/api/auth.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { setAdminRole } from './setAdminRole.ts';

/** GET /api/admin/check, and the development-only admin grant. */
export function adminRouter(
  { config, db }: { config: Config; db: Database },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);

  serve(authRoutes.adminCheck, ({ user }) => ({ isAdmin: Boolean(user.is_admin) }));

  // Development only: the route does not exist in production or test servers.
  if (config.NODE_ENV === 'development') {
    serve(authRoutes.makeMeAdmin, async ({ user }) => {
      await setAdminRole({ db, email: user.email, isAdmin: true });
      return { success: true, isAdmin: true } as const;
    });
  }
  return router;
}
