import session from 'express-session';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRED_SESSIONS_SWEEP_MS = 15 * 60 * 1000;
/**
 * A touch this soon after the session's last write leaves the row alone: sessions last weeks, so an
 * expiry a few minutes behind changes nothing, while a write per signed-in request made every request
 * wait for the database (and its checkpoints' disk flushes).
 */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** Sessions whose last write is remembered (the busiest; a forgotten one is simply written again). */
const REMEMBERED_WRITES = 10_000;

/**
 * express-session's store over the one query layer (table `sessions`), so sessions live wherever the
 * database does. A session expires its cookie's max age after it was last saved or touched, by the
 * server's clock; expired ones are never answered and are swept on an interval.
 */
export class DatabaseSessionStore extends session.Store {
  readonly #db: Database;
  readonly #now: Clock;
  readonly #timer: NodeJS.Timeout;
  /** When each session's row was last written, by the store's clock. */
  readonly #writtenAt = new Map<string, number>();

  constructor(options: { db: Database; now: Clock; logger: Logger }) {
    super();
    this.#db = options.db;
    this.#now = options.now;
    this.#timer = setInterval(() => {
      this.sweepExpired().catch((error: unknown) =>
        options.logger.error({ err: error }, 'expired sessions sweep failed'),
      );
    }, EXPIRED_SESSIONS_SWEEP_MS);
    this.#timer.unref();
  }

  #written(sid: string): void {
    this.#writtenAt.delete(sid);
    this.#writtenAt.set(sid, this.#now().getTime());
    if (this.#writtenAt.size > REMEMBERED_WRITES) {
      const oldest = this.#writtenAt.keys().next().value;
      if (oldest !== undefined) this.#writtenAt.delete(oldest);
    }
  }

  #expiryOf(data: session.SessionData): string {
    const maxAge = data.cookie?.originalMaxAge ?? ONE_DAY_MS;
    return new Date(this.#now().getTime() + maxAge).toISOString();
  }

  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    this.#db
      .selectFrom('sessions')
      .select('sess')
      .where('sid', '=', sid)
      .where('expire', '>', this.#now().toISOString())
      .executeTakeFirst()
      .then(
        (row) => callback(null, row ? (JSON.parse(row.sess) as session.SessionData) : null),
        (error: unknown) => callback(error),
      );
  }

  override set(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
    const row = { sess: JSON.stringify(data), expire: this.#expiryOf(data) };
    this.#db
      .insertInto('sessions')
      .values({ sid, ...row })
      .onConflict((oc) => oc.column('sid').doUpdateSet(row))
      .execute()
      .then(
        () => {
          this.#written(sid);
          callback?.();
        },
        (error: unknown) => callback?.(error),
      );
  }

  /**
   * Keeps a live session going (the cookie rolls with every request; the row at most every
   * TOUCH_INTERVAL_MS); an expired one stays expired.
   */
  override touch(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
    const writtenAt = this.#writtenAt.get(sid);
    if (writtenAt !== undefined && this.#now().getTime() - writtenAt < TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    this.#db
      .updateTable('sessions')
      .set({ expire: this.#expiryOf(data) })
      .where('sid', '=', sid)
      .where('expire', '>', this.#now().toISOString())
      .execute()
      .then(
        () => {
          this.#written(sid);
          callback?.();
        },
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.#writtenAt.delete(sid);
    this.#db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  /** Deletes the expired sessions (also what the interval runs); answers how many. */
  async sweepExpired(): Promise<number> {
    const result = await this.#db
      .deleteFrom('sessions')
      .where('expire', '<=', this.#now().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
