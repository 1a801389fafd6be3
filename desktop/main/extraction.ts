/**
 * Extraction and on-device summaries, run in a worker thread per job with a time and memory limit.
 * A worker per job keeps it simple and safe: an overrunning or crashed job is terminated without
 * touching the next one, and the main thread only ever waits on a message.
 */
import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { MAX_UPLOAD_BYTES, type SummaryLevel } from '../../shared/domain/index.ts';
import type { SummaryResult } from '../../shared/engine/types.ts';
import type { DesktopErrorCode, DesktopResult, ExtractedFile } from '../bridge.ts';
import type { EngineAnswer, EngineJob, ExtractAnswer, SummarizeAnswer } from './engineJobs.ts';
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
  worker: { path: string | URL } | { code: string };
  extractionTimeoutMs?: number;
  summaryTimeoutMs?: number;
}

const ENGINE_CODES: readonly DesktopErrorCode[] = [
  'empty',
  'encrypted',
  'image_only',
  'corrupt',
  'unsupported',
  'too_large',
  'not_found',
  'timeout',
];

export class DeviceEngine {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: EngineWorkerOptions) {}

  /** Checks the file, then extracts its text in a worker. */
  async extractFile(path: string, maxBytes = MAX_UPLOAD_BYTES): Promise<DesktopResult<ExtractedFile>> {
    let file: Awaited<ReturnType<typeof checkOpenableFile>>;
    try {
      file = await checkOpenableFile(path, { stat }, maxBytes);
    } catch (error) {
      if (error instanceof FileOpenError) return { ok: false, code: error.kind, message: error.message };
      throw error;
    }
    const answer = (await this.run(
      { task: 'extract', path: file.path, filename: file.name, maxBytes },
      this.options.extractionTimeoutMs ?? EXTRACTION_TIMEOUT_MS,
      `Reading ${file.name} took too long and was stopped.`,
    )) as ExtractAnswer;
    if (!answer.ok) return toFailure(answer);
    const { text, format, isTranscript, pages, title, warnings, wordCount } = answer.value;
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
  }

  /** Summarizes with the local engine, no network. */
  async summarize(text: string, level: SummaryLevel): Promise<DesktopResult<SummaryResult>> {
    const answer = (await this.run(
      { task: 'summarize', text, level },
      this.options.summaryTimeoutMs ?? SUMMARY_TIMEOUT_MS,
      'Summarizing on this computer took too long and was stopped.',
    )) as SummarizeAnswer;
    return answer.ok ? { ok: true, value: answer.value } : toFailure(answer);
  }

  /** Jobs wait for a free slot; the time limit counts from when a job starts, not while it waits. */
  private async run(
    job: EngineJob,
    timeoutMs: number,
    timeoutMessage: string,
  ): Promise<EngineAnswer<unknown>> {
    if (this.running >= MAX_CONCURRENT_JOBS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await this.runInWorker(job, timeoutMs, timeoutMessage);
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  /** One job in a fresh worker; the worker is gone when this settles. */
  private runInWorker(
    job: EngineJob,
    timeoutMs: number,
    timeoutMessage: string,
  ): Promise<EngineAnswer<unknown>> {
    return new Promise((resolve) => {
      const source = this.options.worker;
      const worker = new Worker('code' in source ? source.code : source.path, {
        eval: 'code' in source,
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      let settled = false;
      const finish = (answer: EngineAnswer<unknown>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(answer);
      };
      const timer = setTimeout(
        () => finish({ ok: false, kind: 'timeout', message: timeoutMessage }),
        timeoutMs,
      );
      worker.once('message', (answer: EngineAnswer<unknown>) => finish(answer));
      worker.once('error', (error: Error & { code?: string }) =>
        finish(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? {
                ok: false,
                kind: 'too_large',
                message: 'This document is too large to process on this computer.',
              }
            : { ok: false, kind: 'internal', message: `The document engine failed: ${error.message}` },
        ),
      );
      worker.once('exit', (code) =>
        finish({
          ok: false,
          kind: 'internal',
          message: `The document engine stopped unexpectedly (exit ${code}).`,
        }),
      );
      worker.postMessage(job);
    });
  }
}

function toFailure<T>(answer: { kind: string; message: string }): DesktopResult<T> {
  const code = ENGINE_CODES.includes(answer.kind as DesktopErrorCode)
    ? (answer.kind as DesktopErrorCode)
    : 'internal';
  return { ok: false, code, message: answer.message };
}
