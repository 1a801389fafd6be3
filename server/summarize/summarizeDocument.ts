import { randomUUID } from 'node:crypto';
import type { ProgressEvent, UploadResult } from '../../shared/api/summarize.ts';
import {
  type BusinessRules,
  CITATIONS,
  initialRetention,
  type SummaryLevel,
} from '../../shared/domain/index.ts';
import type { Analysis, EngineRunner } from '../../shared/workerJobs/engineJobs.ts';
import type { RunOptions } from '../../shared/workerJobs/runner.ts';
import type { Clock } from '../clock.ts';
import { type Reservation, reserveCredit } from '../credits/reserveCredit.ts';
import { inTransaction } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { toEngineAppError } from './engineErrors.ts';
import type { Summarizer } from './summarizer.ts';
import {
  type ClaimServices,
  insertClaim,
  releaseClaim,
  tieClaim,
  type UploadClaim,
} from './uploadRequests.ts';

export interface SummarizeServices extends ClaimServices {
  /** Signed-in users' worker threads (subscribers first, bounded queue). */
  pool: EngineRunner & QueueAdmission;
  /** The free demo's own worker thread, small budget: visitors never wait in front of users. */
  demoPool: EngineRunner & QueueAdmission;
  summarizer: Summarizer;
  /**
   * The visitors' free demo always runs on the local engine: anonymous requests must not spend the
   * operator's Claude budget.
   */
  demoSummarizer: Summarizer;
  rules: BusinessRules;
  logger: Logger;
  now: Clock;
}

export type DocumentInput =
  | { kind: 'file'; bytes: Uint8Array; filename: string }
  | {
      kind: 'text';
      text: string;
      filename: string;
      /** Notes from reading it (a web page cut short). */
      warnings?: string[];
      /** Typed or pasted by a person: read as a text file is (see AnalyzeJob.typed). */
      typed?: boolean;
    };

/** What the routes ask a pool before reading a request's body: would a job be refused now? */
interface QueueAdmission {
  refuses(priority?: number): boolean;
}

/** Reads a file (or takes a text) in a worker: its text and word count. */
export async function analyzeInput(
  pool: EngineRunner,
  input: DocumentInput,
  control: RunOptions & { maxBytes?: number } = {},
): Promise<Analysis> {
  const { maxBytes, ...run } = control;
  try {
    if (input.kind === 'text')
      return await pool.run(
        { type: 'analyze', text: input.text, filename: input.filename, typed: input.typed },
        [],
        run,
      );
    // A copy of its own, so the buffer can move to the worker without touching multer's.
    const bytes = new Uint8Array(input.bytes);
    return await pool.run(
      { type: 'analyze', bytes, filename: input.filename, maxBytes },
      [bytes.buffer as ArrayBuffer],
      run,
    );
  } catch (error) {
    throw toEngineAppError(error);
  }
}

export interface SummarizeDocumentOptions {
  services: SummarizeServices;
  userId: string;
  input: DocumentInput;
  level: SummaryLevel;
  onProgress: (event: ProgressEvent) => void;
  /** Subscribers' documents go first (0), others after (1). */
  priority: number;
  /** Aborts when nobody waits for the answer any more (its client went away): the work stops. */
  signal?: AbortSignal;
  /**
   * The request's idempotency key (the client's, or one made for it): claimed with the credit, tied to
   * the document it makes, so a reservation left unfinished by a crash is found and given back.
   */
  claim: UploadClaim;
}

/**
 * Turns an engine's fractions into 'summarize' events: in whole percents, rising only, never 1 (the
 * summary still has to be measured, linked and saved; 'complete' says when it is done), and silent once
 * stopped, so a late report can never follow 'complete' or 'error'.
 */
function summarizeProgress(
  wordCount: number,
  onProgress: (event: ProgressEvent) => void,
): { report: (fraction: number) => void; stop: () => void } {
  let percent = 0;
  let stopped = false;
  return {
    report(fraction) {
      if (stopped || !Number.isFinite(fraction)) return;
      const next = Math.min(99, Math.floor(fraction * 100));
      if (next <= percent) return;
      percent = next;
      onProgress({ stage: 'summarize', wordCount, fraction: next / 100 });
    },
    stop() {
      stopped = true;
    },
  };
}

/**
 * The signed-in upload: read the document, reserve what pays for it, summarize, keep the summary (never
 * the original), answer it. A reserved credit is given back when summarizing or saving fails.
 */
export async function summarizeDocument({
  services,
  userId,
  input,
  level,
  onProgress,
  claim,
  priority,
  signal,
}: SummarizeDocumentOptions): Promise<UploadResult> {
  const { db, pool, summarizer, rules, logger, now } = services;
  const started = performance.now();

  onProgress({ stage: 'analyze' });
  const analysis = await analyzeInput(pool, input, { priority, signal });

  // The credit and the key's claim are taken together, or neither: a repeat never pays twice. Every
  // decrement in reserveCredit is conditional, so no other request's write, in this instance or another,
  // can come between the check and the take.
  const reservation: Reservation = await inTransaction(db, async (trx) => {
    const reservedAt = now();
    const reserved = await reserveCredit({
      db: trx,
      userId,
      wordCount: analysis.wordCount,
      rules,
      now: reservedAt,
    });
    await insertClaim(trx, claim, reserved.creditUsed, services.lease, reservedAt);
    return reserved;
  });
  try {
    onProgress({ stage: 'summarize', wordCount: analysis.wordCount });
    const progress = summarizeProgress(analysis.wordCount, onProgress);
    const result = await summarizer(
      analysis.text,
      { level },
      { onProgress: progress.report, priority, signal },
    )
      .catch((error: unknown) => {
        throw toEngineAppError(error);
      })
      .finally(progress.stop);

    const createdAt = now();
    const { retention, expiresAt } = initialRetention({
      subscribed: reservation.creditUsed === 'subscription',
      creditUsed: reservation.creditUsed,
      now: createdAt,
    });
    const stats = {
      originalWords: analysis.wordCount,
      summaryWords: result.stats.summaryWords,
      compressionRatio: analysis.wordCount
        ? Math.round((result.stats.summaryWords / analysis.wordCount) * 1000) / 10
        : 0,
      timeSavedDisplay: result.stats.timeSavedDisplay,
      processingTime: Math.round(performance.now() - started),
      language: result.language.code,
      level,
    };
    const id = randomUUID();
    // The original is never stored, so each cited sentence carries the passage it came from for the
    // reader; the engines work those out in their worker, bounded (CITATIONS).
    const sources = result.sentences.slice(0, CITATIONS.maxSentences);
    // The document and its key's claim are saved together, or neither.
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('documents')
        .values({
          id,
          user_id: userId,
          filename: input.filename,
          word_count: analysis.wordCount,
          summary_word_count: stats.summaryWords,
          summary: result.markdown,
          stats_json: JSON.stringify({ ...stats, engine: result.engine }),
          sources_json: JSON.stringify(sources),
          language: stats.language,
          level,
          credit_used: reservation.creditUsed,
          retention,
          created_at: createdAt.toISOString(),
          expires_at: expiresAt,
        })
        .execute();
      await tieClaim(trx, claim, id);
    });
    logger.info(
      {
        userId,
        documentId: id,
        words: analysis.wordCount,
        credit: reservation.creditUsed,
        ms: stats.processingTime,
      },
      'document summarized',
    );
    onProgress({ stage: 'complete', wordCount: analysis.wordCount });
    return {
      id,
      filename: input.filename,
      summary: result.markdown,
      stats,
      sources,
      warnings: [...(input.kind === 'text' ? (input.warnings ?? []) : []), ...analysis.warnings],
      creditUsed: reservation.creditUsed,
      retention,
      expiresAt,
    };
  } catch (error) {
    await releaseClaim(db, claim, reservation);
    logger.warn({ userId, credit: reservation.creditUsed, err: error }, 'summary failed; credit given back');
    throw error;
  }
}
