import { authRoutes } from '../../../api/auth.ts';
import type { ApiClient } from '../../../api/client.ts';
import type { UploadResult } from '../../../api/summarize.ts';
import { api } from '../../apiClient.ts';
import { type PendingSummary, usePendingSummaries } from './pendingSummaries.ts';

/**
 * Sends the summaries made offline to the server, once each, when it can be reached again: the
 * document's text goes as any text upload does (credits apply), then the pending entry goes and the
 * server's document takes its place (by replication for subscribers, as the current summary otherwise).
 * Every attempt carries the entry's idempotency key (`requestId`), so an attempt whose answer was lost
 * (the app quit, the connection dropped) can simply be sent again: the server answers the summary the
 * first attempt made, without making or charging another.
 */

export type SendAnswer =
  | { ok: true; result: UploadResult }
  /**
   * The server could not be reached (nothing is known about this attempt), or it is still summarizing
   * an earlier attempt: try again later with the same key.
   */
  | { ok: false; offline: true }
  /** The summary an earlier attempt made was deleted since (410): nothing is to be sent any more. */
  | { ok: false; offline: false; gone: true; message: string }
  /** The server refused it (no credits left, signed out…): no document was made. */
  | { ok: false; offline: false; message: string };

export interface PendingSyncDeps {
  /** The signed-in account's id, null when nobody is signed in; rejects when the server is unreachable. */
  signedInUserId(): Promise<string | null>;
  /** Sends the entry's text, with its `requestId` as the idempotency key, to be summarized by the server. */
  send(entry: PendingSummary): Promise<SendAnswer>;
  /** True while sending should wait (the dashboard is busy with a summary of its own). */
  paused?(): boolean;
  /** The entry reached the server (`result` is null when its summary was made and deleted since). */
  onSent?(entry: PendingSummary, result: UploadResult | null): void;
}

export type SyncOutcome = 'synced' | 'offline' | 'signed-out' | 'paused';

let running: Promise<SyncOutcome> | null = null;

/** One pass over this account's pending summaries; concurrent calls share the pass in progress. */
export function syncPendingSummaries(deps: PendingSyncDeps): Promise<SyncOutcome> {
  running ??= runPass(deps).finally(() => {
    running = null;
  });
  return running;
}

async function runPass(deps: PendingSyncDeps): Promise<SyncOutcome> {
  const store = usePendingSummaries.getState();
  if (store.entries.length === 0) return 'synced';
  if (deps.paused?.()) return 'paused';
  let userId: string | null;
  try {
    userId = await deps.signedInUserId();
  } catch {
    return 'offline';
  }
  if (userId === null) return 'signed-out';
  const mine = store.entries.filter((entry) => entry.userId === userId);
  for (const entry of mine) {
    usePendingSummaries.getState().update(entry.id, { state: 'sending' });
    const answer = await deps.send(entry);
    if (answer.ok) {
      usePendingSummaries.getState().remove(entry.id);
      deps.onSent?.(entry, answer.result);
    } else if (answer.offline) {
      // Stays `sending`; the next pass sends it again with the same key, which cannot charge twice.
      return 'offline';
    } else if ('gone' in answer) {
      usePendingSummaries.getState().remove(entry.id);
      deps.onSent?.(entry, null);
    } else {
      usePendingSummaries.getState().update(entry.id, { state: 'waiting', lastError: answer.message });
    }
  }
  return 'synced';
}

/**
 * A sent summary that the account does not keep (no subscription) becomes this device's current
 * summary, as any fresh summary does; a kept one arrives through replication.
 */
function keepSentSummary(entry: PendingSummary, result: UploadResult | null): void {
  if (!result || result.retention === 'retain') return;
  void import('./currentSummaryRuntime.ts')
    .then(({ rememberCurrentSummary }) => rememberCurrentSummary(entry.userId, result))
    .catch(() => {});
}

/** Who is signed in, asked of the server itself (never the remembered account); null when nobody is. */
export async function signedInUserId(client: ApiClient): Promise<string | null> {
  const user = await client.callOrNullOn401(authRoutes.currentUser);
  return user?.id ?? null;
}

/** The shared UI's API client's answer for who is signed in. */
export function apiPendingSyncDeps(
  send: PendingSyncDeps['send'],
  onSent: PendingSyncDeps['onSent'] = keepSentSummary,
): PendingSyncDeps {
  return {
    signedInUserId: () => signedInUserId(api),
    send,
    onSent,
  };
}

/** How often a waiting summary is tried while the app runs (also on every `online` event). */
const PENDING_RETRY_MS = 30_000;

/**
 * Loads the pending list and keeps trying: now, whenever the system says it is back online, and every
 * `retryMs`. Returns a function that stops it.
 */
export function startPendingSync(
  deps: PendingSyncDeps,
  options: { retryMs?: number; target?: Pick<Window, 'addEventListener' | 'removeEventListener'> } = {},
): () => void {
  usePendingSummaries.getState().load();
  const target = options.target ?? window;
  const attempt = () => void syncPendingSummaries(deps).catch(() => {});
  attempt();
  target.addEventListener('online', attempt);
  const timer = setInterval(attempt, options.retryMs ?? PENDING_RETRY_MS);
  return () => {
    target.removeEventListener('online', attempt);
    clearInterval(timer);
  };
}
