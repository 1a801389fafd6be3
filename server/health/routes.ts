import type { Router } from 'express';
import { type Health, healthRoutes } from '../../shared/api/health.ts';
import { type Database, isDatabaseHealthy } from '../db/database.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';

/** GET /api/health: what a load balancer or an operator checks. 503 when the database does not answer. */
export function healthRouter(
  { db, version, engine }: { db: Database; version: string; engine: Health['engine'] },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);
  serve(healthRoutes.health, async (_request, _req, res) => {
    const databaseOk = await isDatabaseHealthy(db);
    if (!databaseOk) res.status(503);
    const health: Health = {
      status: databaseOk ? 'ok' : 'degraded',
      version,
      database: databaseOk ? 'ok' : 'unavailable',
      engine,
    };
    return health;
  });
  return router;
}
