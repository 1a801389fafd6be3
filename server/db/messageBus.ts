import pg from 'pg';
import type { Logger } from '../logger.ts';
import { connectionConfig } from './postgres.ts';

type Listener = (payload: string) => void;

/**
 * Short messages between the server instances that share one database: "the library changed", "this
 * upload reached that stage". On PostgreSQL they travel by NOTIFY and LISTEN, so an instance hears
 * what another did within milliseconds; on SQLite, where one process serves the file, they stay in the
 * process. Messages are signals, not records: one may be lost when the listening connection breaks,
 * so a subscriber that must not miss anything also reads the database (see `onResume`).
 */
export interface MessageBus {
  /** Sends to every subscriber of `channel`, in this instance and the others, in the order sent. */
  publish(channel: string, payload: string): void;
  /** Hears `channel` until the returned function is called. */
  subscribe(channel: string, listener: Listener): () => void;
  /** Called after the listening connection was lost and made again: messages may have been missed. */
  onResume(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Channel names are fixed identifiers of ours (LISTEN takes no parameter). */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid message channel ${channel}`);
}

class Subscribers {
  readonly #byChannel = new Map<string, Set<Listener>>();
  readonly #resumed = new Set<() => void>();

  add(channel: string, listener: Listener): { first: boolean; remove: () => boolean } {
    checkChannel(channel);
    let set = this.#byChannel.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.#byChannel.set(channel, set);
    }
    set.add(listener);
    return {
      first,
      remove: () => {
        set.delete(listener);
        if (set.size > 0) return false;
        this.#byChannel.delete(channel);
        return true;
      },
    };
  }

  deliver(channel: string, payload: string, logger?: Logger): void {
    for (const listener of this.#byChannel.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        logger?.error({ err: error, channel }, 'message listener failed');
      }
    }
  }

  channels(): string[] {
    return [...this.#byChannel.keys()];
  }

  onResume(listener: () => void): () => void {
    this.#resumed.add(listener);
    return () => this.#resumed.delete(listener);
  }

  resumed(): void {
    for (const listener of this.#resumed) listener();
  }
}

/** One process serves the SQLite file: messages are delivered at once, in the process. */
export function inProcessBus(): MessageBus {
  const subscribers = new Subscribers();
  return {
    publish(channel, payload) {
      checkChannel(channel);
      subscribers.deliver(channel, payload);
    },
    subscribe(channel, listener) {
      return subscribers.add(channel, listener).remove;
    },
    onResume: (listener) => subscribers.onResume(listener),
    close: async () => {},
  };
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MOST_MS = 10_000;

/**
 * LISTEN on one connection of its own (a pooled one would be handed to other queries), opened on the
 * first subscription and made again, with a growing pause, whenever it breaks. NOTIFY goes through the
 * pool, one at a time so that an instance's messages arrive in the order it sent them.
 */
export function postgresBus(options: {
  url: string;
  /** Sends one NOTIFY through the pool (pg_notify). */
  notify: (channel: string, payload: string) => Promise<void>;
  logger?: Logger;
}): MessageBus {
  const { url, notify, logger } = options;
  const subscribers = new Subscribers();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RECONNECT_FIRST_MS;
  let closed = false;
  let sending: Promise<void> = Promise.resolve();

  const listenTo = (target: pg.Client, channel: string) => target.query(`LISTEN ${channel}`);

  const connect = (resuming: boolean): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client(connectionConfig(url));
      next.on('notification', (message) => {
        subscribers.deliver(message.channel, message.payload ?? '', logger);
      });
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        if (closed) {
          await next.end().catch(() => {});
          return;
        }
        // Set before listening: a channel subscribed from now on is listened to by its subscriber.
        client = next;
        for (const channel of subscribers.channels()) await listenTo(next, channel);
      } catch (error) {
        lost(next, error);
        return;
      }
      retryMs = RECONNECT_FIRST_MS;
      if (resuming) subscribers.resumed();
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  function lost(which: pg.Client, error?: unknown): void {
    if (client === which) client = undefined;
    which.removeAllListeners('notification');
    void which.end().catch(() => {});
    if (closed || retryTimer) return;
    logger?.warn({ err: error }, 'database notifications lost; listening again shortly');
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!closed) void connect(true);
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(RECONNECT_MOST_MS, retryMs * 2);
  }

  return {
    publish(channel, payload) {
      checkChannel(channel);
      // Requests finishing during shutdown may still report; nobody is left to tell.
      if (closed) return;
      sending = sending
        .then(() => notify(channel, payload))
        .then(
          () => {},
          (error: unknown) => logger?.error({ err: error, channel }, 'database notification not sent'),
        );
    },
    subscribe(channel, listener) {
      const { first, remove } = subscribers.add(channel, listener);
      if (first) {
        const listening = client;
        if (listening) void listenTo(listening, channel).catch((error: unknown) => lost(listening, error));
        else if (!connecting && !retryTimer) void connect(false);
      }
      return () => {
        if (remove() && client) void client.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    onResume: (listener) => subscribers.onResume(listener),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting;
      await sending;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
