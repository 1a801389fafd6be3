import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { Logger } from '../logger.ts';
import type { EngineJob, EngineJobResult, WorkerAnswer } from './engineJobs.ts';

/** A job that failed inside a worker: the worker's error, rebuilt with its name and fields. */
export class WorkerJobError extends Error {
  constructor(
    message: string,
    readonly errorName: string,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'WorkerJobError';
  }
}

export interface WorkerPoolOptions {
  size: number;
  /** Longest a job may run; its worker is then stopped and replaced. */
  timeoutMs: number;
  memoryMb: number;
  logger: Logger;
}

interface QueuedJob {
  job: EngineJob;
  transfer: ArrayBuffer[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded the engine. */
  ready: boolean;
  current?: QueuedJob & { timer?: NodeJS.Timeout };
}

/**
 * Where the worker's code is: beside this file when running from source (loaded through tsx), or
 * `summarizeWorker.js` in the server bundle's folder when running from dist/server.
 */
function workerEntry(): { code: string | URL; eval: boolean } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    // From source (tests, `npm run dev`): a worker does not inherit the parent's TypeScript loader, so
    // a tiny bootstrap registers tsx in the worker and then loads the entry.
    const tsxFolder = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const tsxApi = pathToFileURL(join(tsxFolder, 'dist/esm/api/index.mjs')).href;
    const entry = new URL('./worker.ts', import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    return { code: bootstrap, eval: true };
  }
  for (let folder = dirname(here), depth = 0; depth < 3; folder = dirname(folder), depth++) {
    const candidate = join(folder, 'summarizeWorker.js');
    if (existsSync(candidate)) return { code: pathToFileURL(candidate), eval: false };
  }
  throw new Error('summarizeWorker.js not found beside the server bundle');
}

/**
 * A bounded pool of worker threads for extraction and summarization, which are CPU-heavy and would
 * otherwise stall every other request. Jobs wait in a queue for a free worker. A job that runs past the
 * timeout, or whose worker dies (out of memory, crash), is rejected and its worker replaced; the server
 * carries on.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly idle: Slot[] = [];
  private readonly queue: QueuedJob[] = [];
  private readonly entry = workerEntry();
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  run<K extends EngineJob['type']>(
    job: Extract<EngineJob, { type: K }>,
    transfer: ArrayBuffer[] = [],
  ): Promise<EngineJobResult<K>> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, transfer, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Jobs waiting for a worker (for logs and tests). */
  get waiting(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.splice(0)) queued.reject(new Error('The server is shutting down'));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.current) {
          clearTimeout(slot.current.timer);
          slot.current.reject(new Error('The server is shutting down'));
        }
        return slot.worker.terminate();
      }),
    );
    this.idle.length = 0;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.idle.pop();
      if (!slot && this.slots.length < this.options.size) slot = this.spawn();
      if (!slot) return;
      const queued = this.queue.shift()!;
      slot.current = { ...queued };
      if (slot.ready) this.startTimer(slot);
      slot.worker.postMessage(queued.job, queued.transfer);
    }
  }

  /** The timeout counts processing only; a fresh worker's start-up is not the job's fault. */
  private startTimer(slot: Slot): void {
    if (!slot.current || slot.current.timer) return;
    slot.current.timer = setTimeout(
      () => this.fail(slot, new WorkerJobError('Processing took too long and was stopped.', 'TimeoutError')),
      this.options.timeoutMs,
    );
  }

  private spawn(): Slot {
    const resourceLimits: ResourceLimits = { maxOldGenerationSizeMb: this.options.memoryMb };
    const worker = new Worker(this.entry.code, { eval: this.entry.eval, resourceLimits });
    const slot: Slot = { worker, ready: false };
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      if ('ready' in answer) {
        slot.ready = true;
        this.startTimer(slot);
        return;
      }
      const current = slot.current;
      if (!current) return;
      clearTimeout(current.timer);
      slot.current = undefined;
      if (answer.ok) current.resolve(answer.result);
      else current.reject(new WorkerJobError(answer.error.message, answer.error.name, answer.error.fields));
      this.idle.push(slot);
      this.dispatch();
    });
    worker.on('error', (error) => {
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(
        slot,
        new WorkerJobError(
          outOfMemory
            ? 'This document needs more memory than the server allows.'
            : 'Processing failed unexpectedly.',
          outOfMemory ? 'OutOfMemoryError' : 'WorkerCrash',
        ),
        error,
      );
    });
    worker.on('exit', (code) => {
      if (slot.current)
        this.fail(slot, new WorkerJobError('Processing failed unexpectedly.', 'WorkerCrash'), { code });
      else this.forget(slot);
    });
    this.slots.push(slot);
    return slot;
  }

  /** Rejects the slot's job, stops its worker and lets a fresh one take the queue. */
  private fail(slot: Slot, error: WorkerJobError, cause?: unknown): void {
    const current = slot.current;
    slot.current = undefined;
    if (current) {
      clearTimeout(current.timer);
      this.options.logger.warn({ err: cause ?? error, job: current.job.type }, 'worker job failed');
      current.reject(error);
    }
    this.forget(slot);
    void slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }

  private forget(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    const idleIndex = this.idle.indexOf(slot);
    if (idleIndex >= 0) this.idle.splice(idleIndex, 1);
  }
}
