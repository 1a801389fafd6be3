import { ApiRequestError } from '../../../api/client.ts';
import type { DocumentListItem } from '../../../api/documents.ts';
import type { UploadResult } from '../../../api/summarize.ts';
import { api } from '../../apiClient.ts';
import { type PendingSummary, usePendingSummaries } from './pendingSummaries.ts';

/**
 * Sends the summaries made offline to the server, once each, when it can be reached again: the
 * document's text goes as any text upload does (credits apply), then the pending entry goes and the
 * server's document takes its place (by replication for subscribers, as the current summary otherwise).
 */

export type SendAnswer =
  | { ok: true; result: UploadResult }
  /** The server could not be reached: nothing is known about this attempt. */
  | { ok: false; offline: true }
  /** The server refused it (no credits left, signed out…): no document was made. */
  | { ok: false; offline: false; message: string };

export interface PendingSyncDeps {
  /** The signed-in account's id, null when nobody is signed in; rejects when the server is unreachable. */
  signedInUserId(): Promise<string | null>;
  /** Sends the entry's text to be summarized by the server. */
  send(entry: PendingSummary): Promise<SendAnswer>;
  /** The account's server documents, newest first; rejects when the server is unreachable. */
  serverDocuments(): Promise<DocumentListItem[]>;
  /** True while sending should wait (the dashboard is busy with a summary of its own). */
  paused?(): boolean;
  /** The entry reached the server (`result` is null when an earlier, interrupted send had made it). */
  onSent?(entry: PendingSummary, result: UploadResult | null): void;
  now?(): Date;
}

export type SyncOutcome = 'synced' | 'offline' | 'signed-out' | 'paused';

/** Server and device clocks differ a little; a document this much older than the send may still be it. */
const CLOCK_TOLERANCE_MS = 2 * 60_000;

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
    if (entry.state === 'sending') {
      // An earlier send may have reached the server before the app lost its answer: look first.
      let made: DocumentListItem | undefined;
      try {
        made = findSentDocument(entry, await deps.serverDocuments());
      } catch {
        return 'offline';
      }
      if (made) {
        usePendingSummaries.getState().remove(entry.id);
        deps.onSent?.(entry, null);
        continue;
      }
    }
    const startedAt = entry.sendStartedAt ?? (deps.now?.() ?? new Date()).toISOString();
    usePendingSummaries.getState().update(entry.id, { state: 'sending', sendStartedAt: startedAt });
    const answer = await deps.send(entry);
    if (answer.ok) {
      usePendingSummaries.getState().remove(entry.id);
      deps.onSent?.(entry, answer.result);
    } else if (answer.offline) {
      // Stays `sending`: the next pass looks for it on the server before sending again.
      return 'offline';
    } else {
      usePendingSummaries.getState().update(entry.id, { state: 'waiting', lastError: answer.message });
    }
  }
  return 'synced';
}

function findSentDocument(
  entry: PendingSummary,
  documents: DocumentListItem[],
): DocumentListItem | undefined {
  if (!entry.sendStartedAt) return undefined;
  const from = Date.parse(entry.sendStartedAt) - CLOCK_TOLERANCE_MS;
  return documents.find(
    (document) => document.filename === entry.filename && Date.parse(document.createdAt) >= from,
  );
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

/** The shared UI's API client's answers for who is signed in and which documents the server has. */
export function apiPendingSyncDeps(
  send: PendingSyncDeps['send'],
  onSent: PendingSyncDeps['onSent'] = keepSentSummary,
): PendingSyncDeps {
  return {
    async signedInUserId() {
      try {
        const user = await api.get<{ id?: unknown } | null>('/api/auth/user');
        return user && (typeof user.id === 'string' || typeof user.id === 'number') ? String(user.id) : null;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }
    },
    serverDocuments: () => api.get<DocumentListItem[]>('/api/documents'),
    send,
    onSent,
  };
}

/** How often a waiting summary is tried while the app runs (also on every `online` event). */
export const PENDING_RETRY_MS = 30_000;

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
