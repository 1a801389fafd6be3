import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import type { UploadResult } from '../api/summarize.ts';
import type { SyncDocument } from '../api/sync.ts';

/** A summary in the device's library: the replicated form without RxDB's own `_deleted` flag. */
export type LibraryDocument = Omit<SyncDocument, '_deleted'>;

/**
 * Schema of the `summaries` collection. Versioned: a change to it raises `version` and adds a
 * migration strategy to LIBRARY_MIGRATIONS. Because the server holds the durable copy, a strategy never
 * transforms text: it either fills a new field with an empty value (the document stays readable offline
 * and the server's state replaces it on the next sync) or drops the document (returns null). The
 * replication's checkpoint carries the version, so a new version pulls everything again.
 *
 * Versions: 0 the first library; 1 adds `sources` (where each summary sentence came from).
 */
export const librarySchema: RxJsonSchema<LibraryDocument> = {
  title: 'summer summary library',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    filename: { type: 'string' },
    wordCount: { type: 'integer', minimum: 0 },
    summaryWordCount: { type: 'integer', minimum: 0 },
    language: { type: 'string' },
    level: { type: 'integer' },
    summary: { type: 'string' },
    stats: { type: 'object' },
    sources: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          text: { type: 'string' },
          sourceStart: { type: 'integer' },
          sourceEnd: { type: 'integer' },
          similarity: { type: 'number', minimum: 0, maximum: 1 },
          passage: { type: 'string' },
        },
        required: ['text', 'sourceStart', 'sourceEnd'],
      },
    },
    retention: { type: 'string', enum: ['retain', 'delete'] },
    expiresAt: { type: ['string', 'null'] },
    createdAt: { type: 'string', maxLength: 40 },
    updatedAt: { type: 'string' },
    sequence: { type: 'integer', minimum: 0 },
  },
  required: [
    'id',
    'filename',
    'wordCount',
    'summaryWordCount',
    'language',
    'level',
    'summary',
    'stats',
    'sources',
    'retention',
    'expiresAt',
    'createdAt',
    'updatedAt',
    'sequence',
  ],
  indexes: ['createdAt'],
  additionalProperties: false,
};

/** Migration strategies by target version. */
export const LIBRARY_MIGRATIONS: MigrationStrategies = {
  /**
   * v0 → v1: summaries kept on the device before sources replicated. They stay readable offline with no
   * sources; the next sync (a fresh checkpoint) brings the server's state, sources included.
   */
  1: (document: Omit<LibraryDocument, 'sources'>): LibraryDocument => ({ ...document, sources: [] }),
};

/** The library's form of a fresh upload answer. */
export function uploadAsLibraryDocument(result: UploadResult, now: Date): LibraryDocument {
  const at = now.toISOString();
  return {
    id: result.id,
    filename: result.filename,
    wordCount: result.stats.originalWords,
    summaryWordCount: result.stats.summaryWords,
    language: result.stats.language,
    level: result.stats.level,
    summary: result.summary,
    stats: { ...result.stats },
    sources: result.sources,
    retention: result.retention,
    expiresAt: result.expiresAt,
    createdAt: at,
    updatedAt: at,
    sequence: 0,
  };
}
