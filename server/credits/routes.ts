import type SQLite from 'better-sqlite3';
import express, { type Router } from 'express';
import { requireUser } from '../auth/requestUser.ts';
import type { Config } from '../config.ts';
import { addCredits } from './addCredits.ts';

/** POST /api/add-credit: one free credit, for trying the product in development only. */
export function devCreditsRouter({ config, sqlite }: { config: Config; sqlite: SQLite.Database }): Router {
  const router = express.Router();
  if (config.NODE_ENV === 'development') {
    router.post('/add-credit', (req, res) => {
      const user = requireUser(req);
      res.json({ credits: addCredits({ sqlite, userId: user.id, credits: 1 }) });
    });
  }
  return router;
}
