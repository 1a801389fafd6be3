import type { SyncFetch } from '../../../sync/replication.ts';

/**
 * How the library reaches the server. The web app uses the browser's fetch with the session cookie;
 * the desktop app calls configureLibraryFetch() with one that goes through its bridge (bearer token).
 */
let libraryFetch: SyncFetch = (path, init) => fetch(path, { credentials: 'include', ...init });

export function configureLibraryFetch(fetchImpl: SyncFetch): void {
  libraryFetch = fetchImpl;
}

export function getLibraryFetch(): SyncFetch {
  return libraryFetch;
}
