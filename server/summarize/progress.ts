import { z } from 'zod';
import { type ProgressEvent, progressEventSchema } from '../../shared/api/summarize.ts';
import { CHANNELS } from '../db/channels.ts';
import type { MessageBus } from '../db/messageBus.ts';
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

/** What travels between instances: who sent it (its own are not applied twice), whose upload, which stage. */
const relayedSchema = z.object({
  from: z.string(),
  progressId: z.string(),
  ownerId: z.string(),
  event: progressEventSchema,
});

/**
 * Stage changes of uploads in flight, keyed by the client's random progressId and visible to the same
 * user only. A watcher may subscribe before the upload starts; it then gets every stage. Every stage is
 * also sent over the message bus, and every instance keeps what the others send: behind a load
 * balancer, the upload and its progress stream may reach different instances (PostgreSQL's NOTIFY
 * carries it; on SQLite the bus stays in the process and nothing else changes).
 */
export class ProgressTracker {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly bus: MessageBus | undefined;
  private readonly instanceId: string;

  constructor(options: { now?: () => number; bus?: MessageBus; instanceId?: string } = {}) {
    this.now = options.now ?? Date.now;
    this.bus = options.bus;
    this.instanceId = options.instanceId ?? 'this';
    this.bus?.subscribe(CHANNELS.progress, (payload) => this.receive(payload));
  }

  /** A stage reached here: kept, told to this instance's watchers, and sent to the other instances. */
  report(progressId: string, ownerId: string, event: ProgressEvent): void {
    this.apply(progressId, ownerId, event);
    // A message must stay under PostgreSQL's 8,000 bytes; error sentences are short, but never trust it.
    const sent = event.message ? { ...event, message: event.message.slice(0, 1000) } : event;
    this.bus?.publish(
      CHANNELS.progress,
      JSON.stringify({ from: this.instanceId, progressId, ownerId, event: sent }),
    );
  }

  private receive(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const message = relayedSchema.safeParse(parsed);
    if (!message.success || message.data.from === this.instanceId) return;
    this.apply(message.data.progressId, message.data.ownerId, message.data.event);
  }

  private apply(progressId: string, ownerId: string, event: ProgressEvent): void {
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
