/**
 * Extraction and on-device summaries, run by the shared worker runner with a time and memory limit:
 * an overrunning or crashed job is stopped and its worker replaced without touching the next job, and
 * the main thread only ever waits on a message.
 */
import { stat } from 'node:fs/promises';
import { MAX_UPLOAD_BYTES, type SummaryLevel } from '../../shared/domain/index.ts';
import type { SummaryResult } from '../../shared/engine/types.ts';
import type { EngineJobs } from '../../shared/workerJobs/engineJobs.ts';
import { WorkerJobError, WorkerRunner, type WorkerSource } from '../../shared/workerJobs/runner.ts';
import type { DesktopErrorCode, DesktopResult, ExtractedFile } from '../bridge.ts';
import { checkOpenableFile, FileOpenError } from './fileOpening.ts';

const EXTRACTION_TIMEOUT_MS = 90_000;
const SUMMARY_TIMEOUT_MS = 180_000;
/** Heap for one job: a 50 MB document's text and its segmentation fit with room to spare. */
const WORKER_HEAP_MB = 3072;
/** Jobs running at once; more wait their turn, so a burst of drops cannot exhaust memory. */
const MAX_CONCURRENT_JOBS = 2;

export interface EngineWorkerOptions {
  /**
   * The worker: the built engineWorker.js beside the main bundle, or source code to evaluate (tests use
   * a few lines that load engineWorker.ts through tsx).
   */
  worker: WorkerSource;
  extractionTimeoutMs?: number;
  summaryTimeoutMs?: number;
}

const EXTRACTION_CODES: readonly DesktopErrorCode[] = [
  'empty',
  'encrypted',
  'image_only',
  'corrupt',
  'unsupported',
  'too_large',
];

export class DeviceEngine {
  private readonly runner: WorkerRunner<EngineJobs>;

  constructor(options: EngineWorkerOptions) {
    const extractionTimeoutMs = options.extractionTimeoutMs ?? EXTRACTION_TIMEOUT_MS;
    const summaryTimeoutMs = options.summaryTimeoutMs ?? SUMMARY_TIMEOUT_MS;
    this.runner = new WorkerRunner<EngineJobs>({
      worker: options.worker,
      size: MAX_CONCURRENT_JOBS,
      memoryMb: WORKER_HEAP_MB,
      timeoutMs: (job) => (job.type === 'summarize' ? summaryTimeoutMs : extractionTimeoutMs),
    });
  }

  /** Checks the file, then extracts its text in a worker. */
  async extractFile(path: string, maxBytes = MAX_UPLOAD_BYTES): Promise<DesktopResult<ExtractedFile>> {
    let file: Awaited<ReturnType<typeof checkOpenableFile>>;
    try {
      file = await checkOpenableFile(path, { stat }, maxBytes);
    } catch (error) {
      if (error instanceof FileOpenError) return { ok: false, code: error.kind, message: error.message };
      throw error;
    }
    try {
      const { text, format, isTranscript, pages, title, warnings, wordCount } = await this.runner.run({
        type: 'analyze',
        path: file.path,
        filename: file.name,
        maxBytes,
      });
      return {
        ok: true,
        value: {
          ...file,
          text,
          format,
          isTranscript,
          wordCount,
          warnings,
          ...(pages !== undefined ? { pages } : {}),
          ...(title !== undefined ? { title } : {}),
        },
      };
    } catch (error) {
      return toFailure(error, `Reading ${file.name} took too long and was stopped.`);
    }
  }

  /** Summarizes with the local engine, no network. */
  async summarize(text: string, level: SummaryLevel): Promise<DesktopResult<SummaryResult>> {
    try {
      return { ok: true, value: await this.runner.run({ type: 'summarize', text, options: { level } }) };
    } catch (error) {
      return toFailure(error, 'Summarizing on this computer took too long and was stopped.');
    }
  }
}

/** A failed job as the window's result: the engine's own reason when it gave one. */
function toFailure<T>(error: unknown, timeoutMessage: string): DesktopResult<T> {
  if (!(error instanceof WorkerJobError)) {
    return { ok: false, code: 'internal', message: error instanceof Error ? error.message : String(error) };
  }
  const kind = error.errorName === 'ExtractionError' ? error.fields.kind : undefined;
  if (EXTRACTION_CODES.includes(kind as DesktopErrorCode)) {
    return { ok: false, code: kind as DesktopErrorCode, message: error.message };
  }
  if (error.errorName === 'TimeoutError') return { ok: false, code: 'timeout', message: timeoutMessage };
  if (error.errorName === 'OutOfMemoryError') {
    return {
      ok: false,
      code: 'too_large',
      message: 'This document is too large to process on this computer.',
    };
  }
  if (error.errorName === 'WorkerCrash') {
    return { ok: false, code: 'internal', message: 'The document engine stopped unexpectedly.' };
  }
  // The worker's own reading of the file (checked before, but it may have gone or changed since).
  const code = error.fields.code;
  if (code === 'ENOENT') return { ok: false, code: 'not_found', message: 'The file could not be found.' };
  if (code === 'EACCES' || code === 'EPERM') {
    return { ok: false, code: 'not_found', message: 'This app is not allowed to read the file.' };
  }
  return { ok: false, code: 'internal', message: error.message };
}
