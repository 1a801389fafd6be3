import type { RxJsonSchema } from 'rxdb';
import type { SyncDocument } from './protocol.ts';

/** A summary in the device's library: the replicated form without RxDB's own `_deleted` flag. */
export type LibraryDocument = Omit<SyncDocument, '_deleted'>;

/**
 * Schema of the `summaries` collection. Versioned: a change to it raises `version` and adds a
 * migration strategy to LIBRARY_MIGRATIONS. Because the server holds the durable copy, the strategy for
 * breaking changes is to drop the local data and pull again (a migration returning null drops a
 * document; the replication's checkpoint is reset with the new collection), never to transform text.
 */
export const librarySchema: RxJsonSchema<LibraryDocument> = {
  title: 'summer summary library',
  version: 0,
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
    'retention',
    'expiresAt',
    'createdAt',
    'updatedAt',
    'sequence',
  ],
  indexes: ['createdAt'],
  additionalProperties: false,
};

/** Migration strategies by target version (none yet: version 0). */
export const LIBRARY_MIGRATIONS = {};
