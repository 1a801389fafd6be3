import { create } from 'zustand';
import type { UploadResult } from '../../../api/summarize.ts';
import type { SummaryLevel } from '../../../domain/index.ts';
import type { LibraryDocument } from '../../../sync/librarySchema.ts';

/**
 * Summaries made on this computer while the server could not be reached. Each waits here, with the
 * document's text, until it is sent to the server once (pendingSync.ts); the library lists it as
 * "Waiting to sync" meanwhile. The list lives apart from the replicated library, so nothing of it is
 * ever pushed by replication, and it survives a restart of the app (docs/decisions/013).
 */
export interface PendingSummary {
  /** A local id ("pending-…"), never a server document's. */
  id: string;
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
   * `sending` is written before the text leaves, and stays until the server's answer is in: an entry
   * found `sending` (the app quit mid-send, the connection dropped) is first looked for on the server,
   * so it is never charged twice.
   */
  state: 'waiting' | 'sending';
  /** When the first send began (ISO 8601): server documents from then on may be this one. */
  sendStartedAt: string | null;
  /** The server's last refusal (no credits left…), shown in the library; cleared by a later attempt. */
  lastError: string | null;
}

/** Where the list is kept between runs. */
export interface PendingStorage {
  read(): PendingSummary[];
  /** Throws when the device refuses to store it (quota): the caller says so. */
  write(entries: PendingSummary[]): void;
}

export const PENDING_STORAGE_KEY = 'summer-pending-summaries';

/** localStorage: one small key, synchronous, kept by the browser and by Electron across restarts. */
export function browserPendingStorage(): PendingStorage {
  return {
    read() {
      try {
        const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(PENDING_STORAGE_KEY) ?? '[]');
        return Array.isArray(parsed) ? (parsed as PendingSummary[]).filter(isPendingSummary) : [];
      } catch {
        return [];
      }
    },
    write(entries) {
      globalThis.localStorage?.setItem(PENDING_STORAGE_KEY, JSON.stringify(entries));
    },
  };
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
  add(entry: Omit<PendingSummary, 'state' | 'sendStartedAt' | 'lastError'>): void;
  update(id: string, patch: Partial<Pick<PendingSummary, 'state' | 'sendStartedAt' | 'lastError'>>): void;
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
      set({ entries: storage.read() });
    },
    add(entry) {
      const rest = current().filter((existing) => existing.id !== entry.id);
      save([...rest, { ...entry, state: 'waiting', sendStartedAt: null, lastError: null }]);
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
  const { result } = entry;
  return {
    id: entry.id,
    filename: entry.filename,
    wordCount: result.stats.originalWords,
    summaryWordCount: result.stats.summaryWords,
    language: result.stats.language,
    level: result.stats.level,
    summary: result.summary,
    stats: { ...result.stats },
    sources: result.sources,
    retention: 'retain',
    expiresAt: null,
    createdAt: entry.createdAt,
    updatedAt: entry.createdAt,
    sequence: 0,
  };
}
