import { type ApiClient, type ApiClientOptions, createApiClient } from '../api/client.ts';
import { announceSessionEnded } from './auth/sessionEnded.ts';

/**
 * The API client the UI uses. Same origin in the web app; the desktop app points it at its server
 * with configureApiClient() before rendering.
 */
export let api: ApiClient = createApiClient({ onSessionEnded: announceSessionEnded });

export function configureApiClient(options: ApiClientOptions): void {
  api = createApiClient({ onSessionEnded: announceSessionEnded, ...options });
}
