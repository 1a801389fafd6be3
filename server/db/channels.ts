/**
 * The channels of the message bus (./messageBus.ts), one per kind of news. PostgreSQL's LISTEN/NOTIFY
 * channel names are global to the database, hence the prefix.
 */
export const CHANNELS = {
  /** A summary was added, changed or deleted; the payload is its owner's id (the documents trigger sends it). */
  documents: 'summer_documents',
  /** An upload reached a new stage (server/summarize/progress.ts). */
  progress: 'summer_progress',
} as const;
