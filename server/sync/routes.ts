import express, { type Request, type Router } from 'express';
import { pullQuerySchema, pushRequestSchema } from '../../shared/api/sync.ts';
import { requireUser } from '../auth/requestUser.ts';
import { hasActiveSubscription, type UserRow } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { purgedThrough } from '../documents/tombstones.ts';
import { AppError } from '../http/errors.ts';
import type { DocumentChangeFeed } from './changeFeed.ts';
import { pullDocuments, pushDocuments } from './syncDocuments.ts';

/**
 * Replication of subscribers' summary libraries (protocol in shared/api/sync.ts). Everybody else
 * keeps only the summary of the current visit, on the device: these routes answer 403
 * `sync_requires_subscription` to them.
 */
export function syncRouter({
  db,
  now,
  feed,
}: {
  db: Database;
  now: () => Date;
  feed: DocumentChangeFeed;
}): Router {
  const router = express.Router();

  const requireSubscriber = (req: Request): UserRow => {
    const user = requireUser(req);
    if (!hasActiveSubscription(user, now())) {
      throw new AppError('sync_requires_subscription');
    }
    return user;
  };

  router.get('/sync/documents/pull', async (req, res) => {
    const user = requireSubscriber(req);
    const query = pullQuerySchema.parse(req.query);
    res.set('cache-control', 'no-store');
    if (query.sequence > 0 && query.sequence < (await purgedThrough(db))) {
      throw new AppError('sync_checkpoint_expired');
    }
    res.json(
      await pullDocuments({
        db,
        user,
        checkpoint: { sequence: query.sequence, id: query.id },
        limit: query.limit,
      }),
    );
  });

  router.post('/sync/documents/push', async (req, res) => {
    const user = requireSubscriber(req);
    const rows = pushRequestSchema.parse(req.body);
    res.json(await pushDocuments({ db, user, rows, now: now() }));
  });

  router.get('/sync/documents/stream', (req, res) => {
    const user = requireSubscriber(req);
    feed.subscribe(user.id, res);
  });

  return router;
}
