import { create } from 'zustand';
import type { UploadResult } from '../../../api/summarize.ts';
import type { SummaryLevel } from '../../../domain/index.ts';
import { type LibraryDocument, uploadAsLibraryDocument } from '../../../sync/librarySchema.ts';

/**
 * Summaries made on this computer while the server could not be reached. Each waits here, with the
 * document's text, until it is sent to the server once (pendingSync.ts); the library lists it as
 * "Waiting to sync" meanwhile. The list lives apart from the replicated library, so nothing of it is
 * ever pushed by replication, and it survives a restart of the app (docs/decisions/013).
 */
export interface PendingSummary {
  /** A local id ("pending-…"), never a server document's. */
  id: string;
  /**
   * The upload's idempotency key (a UUID), made once with the entry and sent with every attempt: the
   * server makes and charges one summary for it however often it arrives.
   */
  requestId: string;
  /** The account that made it: only that account ever sends it. */
  userId: string;
  filename: string;
  level: SummaryLevel;
  /** The document's text as extracted on this computer: what is sent, and all that is sent. */
  text: string;
  /** The device's summary, shown until the server's replaces it. */
  result: UploadResult;
  /** ISO 8601 */
  createdAt: string;
  /**
   * `sending` is written before the text leaves, and stays until the server's answer is in (an entry
   * found `sending` was interrupted: the app quit, the connection dropped). Sending it again is safe:
   * the same `requestId` goes, and the server answers the summary the first attempt made.
   */
  state: 'waiting' | 'sending';
  /** The server's last refusal (no credits left…), shown in the library; cleared by a later attempt. */
  lastError: string | null;
}

/** Where the list is kept between runs. */
export interface PendingStorage {
  read(): PendingSummary[];
  /** Throws when the device refuses to store it (quota): the caller says so. */
  write(entries: PendingSummary[]): void;
}

const PENDING_STORAGE_KEY = 'summer-pending-summaries';

/** localStorage: one small key, synchronous, kept by the browser and by Electron across restarts. */
function browserPendingStorage(): PendingStorage {
  return {
    read() {
      try {
        const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(PENDING_STORAGE_KEY) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(isPendingSummary) : [];
      } catch {
        return [];
      }
    },
    write(entries) {
      globalThis.localStorage?.setItem(PENDING_STORAGE_KEY, JSON.stringify(entries));
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An entry stored before entries carried a key gets one now (`load` writes it back at once, so it stays
 * the same for every later attempt).
 */
function withRequestId(entry: PendingSummary): PendingSummary {
  const { sendStartedAt: _old, ...rest } = entry as PendingSummary & { sendStartedAt?: unknown };
  return typeof entry.requestId === 'string' && UUID.test(entry.requestId)
    ? rest
    : { ...rest, requestId: crypto.randomUUID() };
}

function isPendingSummary(value: unknown): value is PendingSummary {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.userId === 'string' &&
    typeof entry.text === 'string' &&
    typeof entry.filename === 'string' &&
    (entry.state === 'waiting' || entry.state === 'sending') &&
    !!entry.result &&
    typeof entry.result === 'object'
  );
}

interface PendingState {
  entries: PendingSummary[];
  /** Reads the list again from storage (at start, or storage swapped in tests). */
  load(storage?: PendingStorage): void;
  /** Stores a new entry, with its idempotency key made here, once. */
  add(entry: Omit<PendingSummary, 'state' | 'lastError' | 'requestId'>): void;
  update(id: string, patch: Partial<Pick<PendingSummary, 'state' | 'lastError'>>): void;
  remove(id: string): void;
}

let storage: PendingStorage = browserPendingStorage();
let loaded = false;

/** The pending summaries of this device, written through to storage on every change. */
export const usePendingSummaries = create<PendingState>((set, get) => {
  // Changes start from what is stored, even before anything asked to load it.
  const current = () => {
    if (!loaded) get().load();
    return get().entries;
  };
  const save = (entries: PendingSummary[]) => {
    // Stored first: a change that cannot be kept is not shown as if it were.
    storage.write(entries);
    set({ entries });
  };
  return {
    entries: [],
    load(next) {
      if (next) storage = next;
      loaded = true;
      const stored = storage.read();
      const entries = stored.map(withRequestId);
      set({ entries });
      if (entries.some((entry, index) => entry.requestId !== stored[index]?.requestId)) {
        // Keys given to entries stored without one are kept from now on.
        try {
          storage.write(entries);
        } catch {
          // Storage refused: the next change tries again (until then each load would make a new key).
        }
      }
    },
    add(entry) {
      const existing = current().find((other) => other.id === entry.id);
      const rest = current().filter((other) => other.id !== entry.id);
      const requestId = existing?.requestId ?? crypto.randomUUID();
      save([...rest, { ...entry, requestId, state: 'waiting', lastError: null }]);
    },
    update(id, patch) {
      save(current().map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
    },
    remove(id) {
      save(current().filter((entry) => entry.id !== id));
    },
  };
});

export function newPendingId(): string {
  return `pending-${crypto.randomUUID()}`;
}

/** The library's form of a pending summary, so it lists, searches and opens like the others. */
export function pendingAsLibraryDocument(entry: PendingSummary): LibraryDocument {
  // Kept on this device until it is sent: no server retention or expiry applies yet.
  return {
    ...uploadAsLibraryDocument(entry.result, new Date(entry.createdAt)),
    id: entry.id,
    filename: entry.filename,
    retention: 'retain',
    expiresAt: null,
  };
}
