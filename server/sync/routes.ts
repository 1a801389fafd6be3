import express, { type Request, type Router } from 'express';
import {
  pullQuerySchema,
  pushRequestSchema,
  SYNC_CHECKPOINT_EXPIRED,
  SYNC_REQUIRES_SUBSCRIPTION,
} from '../../shared/sync/protocol.ts';
import { requireUser } from '../auth/requestUser.ts';
import { hasActiveSubscription, type UserRow } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { purgedThrough } from '../documents/tombstones.ts';
import { AppError } from '../http/errors.ts';
import type { DocumentChangeFeed } from './changeFeed.ts';
import { pullDocuments, pushDocuments } from './syncDocuments.ts';

/**
 * Replication of subscribers' summary libraries (protocol in shared/sync/protocol.ts). Everybody else
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
      throw new AppError(
        403,
        SYNC_REQUIRES_SUBSCRIPTION,
        'Your library on every device is part of Endless Summer. Subscribe to keep your summaries.',
      );
    }
    return user;
  };

  router.get('/sync/documents/pull', async (req, res) => {
    const user = requireSubscriber(req);
    const query = pullQuerySchema.parse(req.query);
    res.set('cache-control', 'no-store');
    if (query.sequence > 0 && query.sequence < (await purgedThrough(db))) {
      throw new AppError(
        409,
        SYNC_CHECKPOINT_EXPIRED,
        'This device was away too long to catch up; its library is read again from the server.',
      );
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
