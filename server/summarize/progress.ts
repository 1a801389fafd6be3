import type { ProgressEvent } from '../../shared/api/summarize.ts';
import { AppError } from '../http/errors.ts';

type Listener = (event: ProgressEvent) => void;

interface Entry {
  ownerId: string;
  event?: ProgressEvent;
  listeners: Set<Listener>;
  touchedAt: number;
}

/** How long a finished (or never started) progress stream is remembered. */
const KEEP_MS = 10 * 60 * 1000;

/**
 * Stage changes of uploads in flight, keyed by the client's random progressId and visible to the same
 * user only. A watcher may subscribe before the upload starts; it then gets every stage.
 */
export class ProgressTracker {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  report(progressId: string, ownerId: string, event: ProgressEvent): void {
    this.forgetOld();
    const entry = this.entryFor(progressId, ownerId);
    // Another user's id: say nothing to them, keep nothing of ours there.
    if (!entry) return;
    entry.event = event;
    entry.touchedAt = this.now();
    for (const listener of entry.listeners) listener(event);
  }

  /** The current event and a way to hear the next ones; 404 for another user's id. */
  watch(
    progressId: string,
    ownerId: string,
    listener: Listener,
  ): { current?: ProgressEvent; stop: () => void } {
    this.forgetOld();
    const entry = this.entryFor(progressId, ownerId);
    if (!entry) throw new AppError('not_found', 'No such progress');
    entry.listeners.add(listener);
    return { current: entry.event, stop: () => entry.listeners.delete(listener) };
  }

  current(progressId: string, ownerId: string): ProgressEvent | undefined {
    const entry = this.entries.get(progressId);
    if (!entry || entry.ownerId !== ownerId) throw new AppError('not_found', 'No such progress');
    return entry.event;
  }

  private entryFor(progressId: string, ownerId: string): Entry | undefined {
    const existing = this.entries.get(progressId);
    if (existing) return existing.ownerId === ownerId ? existing : undefined;
    const created: Entry = { ownerId, listeners: new Set(), touchedAt: this.now() };
    this.entries.set(progressId, created);
    return created;
  }

  private forgetOld(): void {
    const cutoff = this.now() - KEEP_MS;
    for (const [id, entry] of this.entries) {
      if (entry.touchedAt < cutoff && entry.listeners.size === 0) this.entries.delete(id);
    }
  }
}
