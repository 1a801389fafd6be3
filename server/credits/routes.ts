import type { Router } from 'express';
import { authRoutes } from '../../shared/api/auth.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { grantCredits } from './grantCredits.ts';

/** POST /api/add-credit: one free credit, for trying the product in development only. */
export function devCreditsRouter(
  { config, db, now }: { config: Config; db: Database; now: Clock },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);
  if (config.NODE_ENV === 'development') {
    serve(authRoutes.addCredit, async ({ user }) => {
      const { balance } = await grantCredits({
        db,
        userId: user.id,
        credits: { paid: 1 },
        reason: 'development',
        note: 'POST /api/add-credit',
        now: now(),
      });
      return { credits: balance.paid };
    });
  }
  return router;
}
