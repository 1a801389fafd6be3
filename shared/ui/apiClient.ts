import { type ApiClient, type ApiClientOptions, createApiClient } from '../api/client.ts';

/**
 * The API client the UI uses. Same origin in the web app; the desktop app points it at its server
 * with configureApiClient() before rendering.
 */
export let api: ApiClient = createApiClient();

export function configureApiClient(options: ApiClientOptions): void {
  api = createApiClient(options);
}
