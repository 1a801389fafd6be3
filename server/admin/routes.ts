import express, { type Router } from 'express';
import { requireUser } from '../auth/requestUser.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { setAdminRole } from './setAdminRole.ts';

/** GET /api/admin/check, and the development-only admin grant. */
export function adminRouter({ config, db }: { config: Config; db: Database }): Router {
  const router = express.Router();

  router.get('/admin/check', (req, res) => {
    res.json({ isAdmin: Boolean(requireUser(req).is_admin) });
  });

  // Development only: the route does not exist in production or test servers.
  if (config.NODE_ENV === 'development') {
    router.post('/dev/make-me-admin', async (req, res) => {
      const user = requireUser(req);
      await setAdminRole({ db, email: user.email, isAdmin: true });
      res.json({ success: true, isAdmin: true });
    });
  }
  return router;
}
