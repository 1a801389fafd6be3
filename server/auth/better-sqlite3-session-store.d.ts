// The package ships no types; this is the part of its API the server uses.
declare module 'better-sqlite3-session-store' {
  import type SQLite from 'better-sqlite3';
  import type session from 'express-session';

  interface SqliteStoreOptions {
    client: SQLite.Database;
    expired?: { clear?: boolean; intervalMs?: number };
  }
  class SqliteStore extends session.Store {
    constructor(options: SqliteStoreOptions);
    startInterval(): void;
    clearExpiredSessions(): void;
    get(sid: string, callback: (error: unknown, session?: session.SessionData | null) => void): void;
    set(sid: string, session: session.SessionData, callback?: (error?: unknown) => void): void;
    destroy(sid: string, callback?: (error?: unknown) => void): void;
  }
  export default function createSqliteStore(sessionModule: typeof session): typeof SqliteStore;
}
