import type { UploadResult } from '../../shared/api/summarize.ts';
import type { SummaryLevel } from '../../shared/domain/index.ts';
import type { UserRow } from '../auth/users.ts';
import { AppError } from '../http/errors.ts';
import type { ProgressTracker } from './progress.ts';
import { type DocumentInput, type SummarizeServices, summarizeDocument } from './summarizeDocument.ts';
import { idempotentUpload, internalClaim, requestFingerprint } from './uploadRequests.ts';

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
    const result = await idempotentUpload(services, claim, async () =>
      summarizeDocument({
        services,
        userId: user.id,
        input: await input(),
        level,
        onProgress: report,
        claim,
      }),
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
