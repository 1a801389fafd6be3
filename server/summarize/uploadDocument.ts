import type { UploadResult } from '../../shared/api/summarize.ts';
import type { SummaryLevel } from '../../shared/domain/index.ts';
import { hasActiveSubscription, type UserRow } from '../auth/users.ts';
import { AppError } from '../http/errors.ts';
import type { ProgressTracker } from './progress.ts';
import { type DocumentInput, type SummarizeServices, summarizeDocument } from './summarizeDocument.ts';
import { idempotentUpload, internalClaim, requestFingerprint } from './uploadRequests.ts';

/** Subscribers' documents are handed to the workers first (0), everybody else's after (1). */
export function uploadPriority(user: UserRow, now: Date): number {
  return hasActiveSubscription(user, now) ? 0 : 1;
}

/** What identifies an upload for its idempotency key (besides the level). */
interface UploadIdentity {
  route: string;
  filename?: string | undefined;
  content: string | Uint8Array;
}

export interface UploadDocumentOptions {
  services: SummarizeServices;
  progress: ProgressTracker;
  user: UserRow;
  /** Read only once the upload runs (a web page is fetched then, a repeated request never reads it). */
  input: () => DocumentInput | Promise<DocumentInput>;
  level: SummaryLevel;
  identity: UploadIdentity;
  /** The request's Idempotency-Key, when it sent one. */
  requestId?: string | undefined;
  /** Where the client listens for the stages, when it does. */
  progressId?: string | undefined;
  /** Aborts when the request's client has gone away. */
  gone?: AbortSignal;
}

/**
 * A signed-in upload: one summary (and one credit spent) per idempotency key, with each stage reported
 * to the client's progress stream, and the stream ended with an error when it fails.
 */
export async function uploadDocument({
  services,
  progress,
  user,
  input,
  level,
  identity,
  requestId,
  progressId,
  gone,
}: UploadDocumentOptions): Promise<UploadResult> {
  const claim = requestId
    ? { userId: user.id, requestId, fingerprint: requestFingerprint({ ...identity, level }) }
    : internalClaim(user.id);
  let completed = false;
  const report = (event: Parameters<ProgressTracker['report']>[2]) => {
    if (event.stage === 'complete') completed = true;
    if (progressId) progress.report(progressId, user.id, event);
  };
  try {
    const result = await idempotentUpload(
      services,
      claim,
      async (signal) =>
        summarizeDocument({
          services,
          userId: user.id,
          input: await input(),
          level,
          onProgress: report,
          claim,
          priority: uploadPriority(user, services.now()),
          signal,
        }),
      gone,
    );
    // A repeat answered from the first request's document: its progress ends here too.
    if (!completed) report({ stage: 'complete', wordCount: result.stats.originalWords });
    return result;
  } catch (error) {
    report({
      stage: 'error',
      message: error instanceof AppError ? error.message : 'Failed to process document.',
    });
    throw error;
  }
}
