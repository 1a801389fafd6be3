import type { Router } from 'express';
import { apiTokenRoutes } from '../../shared/api/apiTokens.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import type { Logger } from '../logger.ts';
import { createNamedApiToken, listApiTokens, revokeApiTokenById } from './apiTokens.ts';

/**
 * /my-account's personal API tokens. Only the signed-in browser manages them: a request that
 * authenticated with a token is refused, so a leaked token cannot make itself new ones or revoke the
 * owner's others.
 */
export function apiTokensRouter(
  { db, now, logger }: { db: Database; now: Clock; logger: Logger },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);
  const sessionOnly = (req: { apiToken?: string }) => {
    if (req.apiToken) throw new AppError('session_required');
  };

  serve(apiTokenRoutes.list, async ({ user }, req) => {
    sessionOnly(req);
    return { tokens: await listApiTokens(db, user.id) };
  });

  serve(apiTokenRoutes.create, async ({ body, user }, req) => {
    sessionOnly(req);
    const created = await createNamedApiToken({ db, userId: user.id, name: body.name, now: now() });
    logger.info({ userId: user.id, tokenId: created.id }, 'personal api token created');
    return created;
  });

  serve(apiTokenRoutes.revoke, async ({ params, user }, req) => {
    sessionOnly(req);
    await revokeApiTokenById(db, user.id, Number(params.id));
    logger.info({ userId: user.id, tokenId: params.id }, 'personal api token revoked');
    return { revoked: true as const };
  });

  return router;
}
