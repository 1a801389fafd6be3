import type { LiveChanges, SyncFetch } from '../../../sync/syncTransport.ts';

/**
 * How the library reaches the server. The web app uses the browser's fetch with the session cookie and
 * reads the live stream through it. The desktop app calls configureLibraryFetch() with a fetch that
 * goes through its bridge (the main process adds the bearer token) and with `liveChanges`, because an
 * endless event stream cannot cross the bridge: the main process reads it and signals each change.
 */
let libraryFetch: SyncFetch = (path, init) => fetch(path, { credentials: 'include', ...init });
let libraryLiveChanges: LiveChanges | undefined;

export function configureLibraryFetch(
  fetchImpl: SyncFetch,
  options: { liveChanges?: LiveChanges } = {},
): void {
  libraryFetch = fetchImpl;
  libraryLiveChanges = options.liveChanges;
}

export function getLibraryFetch(): SyncFetch {
  return libraryFetch;
}

/** Undefined: the replication reads the server's stream through getLibraryFetch() itself. */
export function getLibraryLiveChanges(): LiveChanges | undefined {
  return libraryLiveChanges;
}
