import { createApiClient } from '../../shared/api/client.ts';
import { signedInUserId } from '../../shared/ui/features/library/pendingSync.ts';
import type { DesktopBridge } from '../bridge.ts';
import { createBridgeFetch } from './bridgeFetch.ts';

/**
 * Who is signed in, asked of the server itself (never the remembered answer): what sending a pending
 * summary needs. Rejects while the server cannot be reached.
 */
export function serverSignedInUserId(bridge: Pick<DesktopBridge, 'api'>): Promise<string | null> {
  return signedInUserId(createApiClient({ fetch: createBridgeFetch(bridge) }));
}
