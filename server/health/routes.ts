import { Router } from 'express';
import type { Health } from '../../shared/api/health.ts';
import { type Database, isDatabaseHealthy } from '../db/database.ts';

/** GET /api/health: what a load balancer or an operator checks. 503 when the database does not answer. */
export function healthRouter(db: Database, version: string, engine: Health['engine']): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const databaseOk = await isDatabaseHealthy(db);
    const health: Health = {
      status: databaseOk ? 'ok' : 'degraded',
      version,
      database: databaseOk ? 'ok' : 'unavailable',
      engine,
    };
    res.status(databaseOk ? 200 : 503).json(health);
  });
  return router;
}
