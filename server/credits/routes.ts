import express, { type Router } from 'express';
import { requireUser } from '../auth/requestUser.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { addCredits } from './addCredits.ts';

/** POST /api/add-credit: one free credit, for trying the product in development only. */
export function devCreditsRouter({ config, db, now }: { config: Config; db: Database; now: Clock }): Router {
  const router = express.Router();
  if (config.NODE_ENV === 'development') {
    router.post('/add-credit', async (req, res) => {
      const user = requireUser(req);
      res.json({ credits: await addCredits({ db, userId: user.id, credits: 1, now: now() }) });
    });
  }
  return router;
}
