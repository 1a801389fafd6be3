import type SQLite from 'better-sqlite3';
import type { Router } from 'express';
import { authRoutes } from '../../shared/api/auth.ts';
import type { Config } from '../config.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { addCredits } from './addCredits.ts';

/** POST /api/add-credit: one free credit, for trying the product in development only. */
export function devCreditsRouter(
  { config, sqlite }: { config: Config; sqlite: SQLite.Database },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);
  if (config.NODE_ENV === 'development') {
    serve(authRoutes.addCredit, ({ user }) => ({
      credits: addCredits({ sqlite, userId: user.id, credits: 1 }),
    }));
  }
  return router;
}
