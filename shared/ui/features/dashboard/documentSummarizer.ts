import { documentRoutes } from '../../../api/documents.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  type ProgressEvent,
  summarizeRoutes,
  type UploadResult,
} from '../../../api/summarize.ts';
import type { SummaryLevel } from '../../../domain/index.ts';
import { api } from '../../apiClient.ts';
import { followProgress, newProgressId } from './uploadProgress.ts';

/**
 * How the dashboard turns a chosen document into a summary. The web sends the file itself (multipart to
 * /api/upload); the desktop app reads it on the device and sends only its text, or summarizes on the
 * device when the server cannot be reached. The platform configures its summarizer once at start-up,
 * like the API client; the dashboard never knows which one it talks to.
 */

/** A document the user chose: a File from the page, or a file on disk the desktop opened by path. */
export interface ChosenDocument {
  name: string;
  /** Size in bytes. */
  size: number;
  /** The file's bytes, where the page holds them (the web). */
  file?: File;
  /** The file's path on this computer (the desktop). */
  path?: string;
}

/** A summary made on this computer because the server could not be reached; it waits to sync. */
export interface OfflineSummary {
  reason: 'offline';
  /** The document's text, kept to send to the server once it can be reached. */
  text: string;
  level: SummaryLevel;
}

interface SummarizeOutcome {
  result: UploadResult;
  /** Set when the summary was made on this computer instead of by the server. */
  offline: OfflineSummary | null;
}

export interface DocumentSummarizer {
  /**
   * Takes a File the user picked or dropped in the page; a string is the reason it cannot be used
   * (the desktop needs the file's path on disk).
   */
  adopt(file: File): ChosenDocument | string;
  /**
   * Summarizes the document, reporting stages as they happen. Fails by throwing what the API client
   * throws (ApiRequestError for a server answer), so one classifier explains every failure.
   */
  summarize(
    document: ChosenDocument,
    level: SummaryLevel,
    onStage: (event: ProgressEvent) => void,
  ): Promise<SummarizeOutcome>;
  /**
   * Tells the server the user left a summary it should not keep. Must work while the page closes:
   * the web uses a beacon; the desktop asks the main process, which outlives the page.
   */
  leave(documentId: string): void;
}

/**
 * One idempotency key per chosen document and level, kept while the page holds that choice: trying again
 * after a lost answer (a dropped connection, a server restart) gets the summary that was made, or makes
 * it, and never pays twice. Choosing the file again is a new choice, and so a new summary.
 */
const uploadKeys = new WeakMap<ChosenDocument, Map<SummaryLevel, string>>();

function uploadKeyFor(document: ChosenDocument, level: SummaryLevel): string {
  const keys = uploadKeys.get(document) ?? new Map<SummaryLevel, string>();
  uploadKeys.set(document, keys);
  const key = keys.get(level) ?? crypto.randomUUID();
  keys.set(level, key);
  return key;
}

/** The web's way: the file goes to /api/upload as multipart, progress from /api/progress/{id}. */
const uploadingSummarizer: DocumentSummarizer = {
  adopt: (file) => ({ name: file.name, size: file.size, file }),
  async summarize(document, level, onStage) {
    if (!document.file) throw new Error('Please choose the file again.');
    const progressId = newProgressId();
    const stop = followProgress(progressId, onStage);
    try {
      const result = await api.call(
        summarizeRoutes.upload,
        {
          query: { progressId },
          form: { compressionLevel: level },
          file: { blob: document.file, filename: document.file.name },
        },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: uploadKeyFor(document, level) } },
      );
      return { result, offline: null };
    } finally {
      stop();
    }
  },
  leave(documentId) {
    navigator.sendBeacon?.(api.pathOf(documentRoutes.leave, { params: { id: documentId } }));
  },
};

let configured: DocumentSummarizer = uploadingSummarizer;

/** Set once by the platform's entry (the desktop renderer); the web keeps the uploading default. */
export function configureDocumentSummarizer(summarizer: DocumentSummarizer | null): void {
  configured = summarizer ?? uploadingSummarizer;
}

export function documentSummarizer(): DocumentSummarizer {
  return configured;
}
