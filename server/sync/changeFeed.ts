import type { Response } from 'express';
import { STREAM_RESYNC } from '../../shared/api/sync.ts';
import { SYNC } from '../../shared/domain/index.ts';
import { CHANNELS } from '../db/channels.ts';
import type { Database } from '../db/database.ts';
import type { MessageBus } from '../db/messageBus.ts';
import type { Logger } from '../logger.ts';

/**
 * The live streams of the library (server-sent events). One poller for all of them watches the change
 * counter that the documents triggers advance, so every writer (uploads, deletions, the sweeper, other
 * devices' pushes, another server instance on the same database) is announced without having to call
 * anything. On PostgreSQL the trigger also notifies every instance at commit (the bus's documents
 * channel), which wakes the poller at once: a change made through one instance reaches a stream on
 * another within milliseconds; the timer stays as the safety net for a notification lost with its
 * connection. A stream only ever hears "RESYNC": the client then pulls, with its own checkpoint and the
 * ownership checks of the pull route.
 */
export interface DocumentChangeFeed {
  /** Keeps `res` open as an event stream for the user until the client goes away or close(). */
  subscribe(userId: string, res: Response): void;
  /** Ends every stream (server shutdown). */
  close(): void;
}

export function createDocumentChangeFeed(options: {
  db: Database;
  logger: Logger;
  /** News of changes from the database (PostgreSQL's NOTIFY); without it the timer alone finds them. */
  bus?: MessageBus;
  pollMs?: number;
  heartbeatMs?: number;
}): DocumentChangeFeed {
  const { db, logger, bus } = options;
  const pollMs = options.pollMs ?? SYNC.streamPollMs;
  const heartbeatMs = options.heartbeatMs ?? SYNC.streamHeartbeatMs;
  const streams = new Map<string, Set<Response>>();
  let lastSeen: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let polling = false;
  let pollAgain = false;
  let stopListening: (() => void) | undefined;

  const counter = async () =>
    (await db.selectFrom('sync_counters').select('value').where('name', '=', 'documents').executeTakeFirst())
      ?.value ?? 0;

  const send = (res: Response, text: string) => {
    if (!res.writableEnded) res.write(text);
  };

  const poll = async (): Promise<void> => {
    if (polling) {
      // News arrived while reading: read once more afterwards, so that change is not left to the timer.
      pollAgain = true;
      return;
    }
    polling = true;
    pollAgain = false;
    try {
      const value = await counter();
      if (lastSeen !== undefined && value > lastSeen) {
        const changed = await db
          .selectFrom('documents')
          .select('user_id')
          .distinct()
          .where('sync_seq', '>', lastSeen)
          .execute();
        for (const { user_id } of changed) {
          for (const res of streams.get(user_id) ?? []) send(res, `data: ${STREAM_RESYNC}\n\n`);
        }
      }
      lastSeen = value;
    } catch (error) {
      logger.error({ err: error }, 'sync change poll failed');
    } finally {
      polling = false;
    }
    if (pollAgain && lastSeen !== undefined) await poll();
  };

  const start = () => {
    if (timer) return;
    if (bus) {
      const unsubscribe = bus.subscribe(CHANNELS.documents, () => void poll());
      const unresume = bus.onResume(() => void poll());
      stopListening = () => {
        unsubscribe();
        unresume();
      };
    }
    timer = setInterval(() => void poll(), pollMs);
    timer.unref();
    heartbeat = setInterval(() => {
      for (const set of streams.values()) for (const res of set) send(res, ': keep-alive\n\n');
    }, heartbeatMs);
    heartbeat.unref();
  };
  const stopIfIdle = () => {
    if (streams.size > 0) return;
    clearInterval(timer);
    clearInterval(heartbeat);
    stopListening?.();
    stopListening = undefined;
    timer = undefined;
    heartbeat = undefined;
    lastSeen = undefined;
  };

  return {
    subscribe(userId, res) {
      res.status(200);
      res.setHeader('content-type', 'text/event-stream; charset=utf-8');
      res.setHeader('cache-control', 'no-cache, no-transform');
      res.setHeader('x-accel-buffering', 'no');
      res.flushHeaders();
      // A (re)connected client may have missed changes: it pulls at once.
      send(res, `retry: 3000\ndata: ${STREAM_RESYNC}\n\n`);
      let set = streams.get(userId);
      if (!set) {
        set = new Set();
        streams.set(userId, set);
      }
      set.add(res);
      if (lastSeen === undefined) void poll();
      start();
      res.on('close', () => {
        set.delete(res);
        if (set.size === 0) streams.delete(userId);
        stopIfIdle();
      });
    },
    close() {
      for (const set of streams.values()) for (const res of set) res.end();
      streams.clear();
      stopIfIdle();
    },
  };
}
