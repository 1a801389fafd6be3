/* How the library reaches the server: its own file so that replication and the event stream share it
   without importing each other. */

/**
 * Sends a request to the server's API. `path` starts with /api. The web passes the browser's fetch
 * (session cookie); the desktop passes one that goes through its bridge with the bearer token.
 */
export type SyncFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * Another source of "the server's library changed" signals, for clients whose fetch cannot carry an
 * endless stream (the desktop bridge). Calls `onChange` on each change; returns an unsubscribe.
 */
export type LiveChanges = (onChange: () => void) => () => void;
