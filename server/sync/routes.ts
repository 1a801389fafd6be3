import type { Router } from 'express';
import { syncRoutes } from '../../shared/api/sync.ts';
import { hasActiveSubscription, type UserRow } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { purgedThrough } from '../documents/tombstones.ts';
import { AppError } from '../http/errors.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import type { DocumentChangeFeed } from './changeFeed.ts';
import { pullDocuments, pushDocuments } from './syncDocuments.ts';

/**
 * Replication of subscribers' summary libraries (protocol in shared/api/sync.ts). Everybody else
 * keeps only the summary of the current visit, on the device: these routes answer 403
 * `sync_requires_subscription` to them.
 */
export function syncRouter(
  { db, now, feed }: { db: Database; now: () => Date; feed: DocumentChangeFeed },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);

  const assertSubscriber = (user: UserRow): void => {
    if (!hasActiveSubscription(user, now())) throw new AppError('sync_requires_subscription');
  };

  serve(syncRoutes.pull, async ({ query, user }, _req, res) => {
    assertSubscriber(user);
    res.set('cache-control', 'no-store');
    if (query.sequence > 0 && query.sequence < (await purgedThrough(db))) {
      throw new AppError('sync_checkpoint_expired');
    }
    return pullDocuments({
      db,
      user,
      checkpoint: { sequence: query.sequence, id: query.id },
      limit: query.limit,
    });
  });

  serve(syncRoutes.push, async ({ body, user }) => {
    assertSubscriber(user);
    return pushDocuments({ db, user, rows: body, now: now() });
  });

  serve(syncRoutes.stream, ({ user }, _req, res) => {
    assertSubscriber(user);
    feed.subscribe(user.id, res);
  });

  return router;
}
