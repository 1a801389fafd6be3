import { type ApiClient, type ApiClientOptions, createApiClient } from '../api/client.ts';
import { announceSessionEnded } from './auth/sessionEnded.ts';

/**
 * The API client the UI uses. Same origin in the web app; the desktop app points it at its server
 * with configureApiClient() before rendering.
 */
export let api: ApiClient = createApiClient({ onSessionEnded: announceSessionEnded });
let pageOrigin = true;

export function configureApiClient(options: ApiClientOptions): void {
  api = createApiClient({ onSessionEnded: announceSessionEnded, ...options });
  pageOrigin = !options.baseUrl && !options.fetch;
}

/** The client calls the page's own origin with the browser's fetch (the web app): beacons reach it too. */
export function usesPageOrigin(): boolean {
  return pageOrigin;
}
