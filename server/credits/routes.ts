import type { Router } from 'express';
import { authRoutes } from '../../shared/api/auth.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { addCredits } from './addCredits.ts';

/** POST /api/add-credit: one free credit, for trying the product in development only. */
export function devCreditsRouter(
  { config, db, now }: { config: Config; db: Database; now: Clock },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);
  if (config.NODE_ENV === 'development') {
    serve(authRoutes.addCredit, async ({ user }) => ({
      credits: await addCredits({ db, userId: user.id, credits: 1, now: now() }),
    }));
  }
  return router;
}
