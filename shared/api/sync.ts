import { z } from 'zod';
import { SYNC } from '../domain/index.ts';
import { documentRetentionSchema } from './documents.ts';
import { defineRoute } from './route.ts';
import { summarySourceSchema } from './summarize.ts';

/**
 * The wire format of the library's replication (RxDB's pull/push protocol over HTTP). Shared by the
 * server (which validates every request with these schemas) and the client.
 *
 *   GET  /api/sync/documents/pull?sequence=N&id=ID&limit=L → { documents, checkpoint }
 *   POST /api/sync/documents/push  [{ assumedMasterState, newDocumentState }] → conflicts (master states)
 *   GET  /api/sync/documents/stream  server-sent events; each `data:` is "RESYNC" (pull now)
 *
 * Conflict rule: the server wins. A push whose assumedMasterState differs from the server's current
 * state is not applied; the answer carries the server's state and the client adopts it.
 */

/** One summary as the library replicates it. Field names follow SPEC section 3 (camelCase). */
const syncDocumentSchema = z.object({
  id: z.string().min(1).max(64),
  filename: z.string().max(SYNC.maxFilenameLength),
  wordCount: z.number().int().min(0),
  summaryWordCount: z.number().int().min(0),
  language: z.string().max(16),
  level: z.number().int(),
  /** Summary Markdown; empty on a tombstone. */
  summary: z.string(),
  /** Statistics of the summary (originalWords, compressionRatio, timeSavedDisplay, …); {} on a tombstone. */
  stats: z.looseObject({}),
  /**
   * Where each summary sentence came from (offsets into the document's text and the passage around
   * it), as the upload answered them; [] on a tombstone and for summaries made before they were kept.
   * Read-only: the server ignores it in pushes, so clients send [] there (keeps pushes small).
   */
  sources: z.array(summarySourceSchema).default([]),
  retention: documentRetentionSchema,
  /** ISO 8601, or null when kept. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** Set by the server on every change (ISO 8601, ms). */
  updatedAt: z.string(),
  /** The server's change number of this state (strictly increasing across all changes). */
  sequence: z.number().int().min(0),
  _deleted: z.boolean(),
});
export type SyncDocument = z.infer<typeof syncDocumentSchema>;

/** Where a client stands: the last change it has, ordered by sequence then id. */
const syncCheckpointSchema = z.object({
  sequence: z.number().int().min(0),
  id: z.string().max(64),
});
export type SyncCheckpoint = z.infer<typeof syncCheckpointSchema>;

const pullQuerySchema = z.object({
  sequence: z.coerce.number().int().min(0).default(0),
  id: z.string().max(64).default(''),
  limit: z.coerce.number().int().min(1).max(SYNC.maxPullBatch).default(SYNC.maxPullBatch),
});

const pullResponseSchema = z.object({
  documents: z.array(syncDocumentSchema),
  /** Null when nothing changed after the given checkpoint (the client keeps its own). */
  checkpoint: syncCheckpointSchema.nullable(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

const pushRowSchema = z.object({
  assumedMasterState: syncDocumentSchema.nullable().optional(),
  newDocumentState: syncDocumentSchema,
});
export type PushRow = z.infer<typeof pushRowSchema>;

const pushRequestSchema = z.array(pushRowSchema).max(SYNC.maxPullBatch);

/** The conflicts: the server's current state of each refused document. */
const pushResponseSchema = z.array(syncDocumentSchema);

/** What the stream sends (RxDB's signal to pull from the last checkpoint). */
export const STREAM_RESYNC = 'RESYNC';

/**
 * Subscribers only: others get 403 sync_requires_subscription. A pull whose checkpoint is older than
 * tombstones the server has purged gets 409 sync_checkpoint_expired: the device may have missed
 * deletions and reads its library again from the start.
 */
export const syncRoutes = {
  pull: defineRoute({
    method: 'GET',
    path: '/api/sync/documents/pull',
    summary: "The library's changes after a checkpoint.",
    access: 'signedIn',
    query: pullQuerySchema,
    answer: pullResponseSchema,
    errors: ['sync_requires_subscription', 'sync_checkpoint_expired'],
  }),
  push: defineRoute({
    method: 'POST',
    path: '/api/sync/documents/push',
    summary: "A device's changes; answers the conflicts (the server's states, which win).",
    access: 'signedIn',
    body: pushRequestSchema,
    answer: pushResponseSchema,
    errors: ['sync_requires_subscription'],
  }),
  stream: defineRoute({
    method: 'GET',
    path: '/api/sync/documents/stream',
    summary: 'Server-sent events: RESYNC whenever the library changed.',
    access: 'signedIn',
    answer: 'event-stream',
    errors: ['sync_requires_subscription'],
  }),
};
