import { type Transferable, Worker } from 'node:worker_threads';
import type { JobHandlers, JobOf, JobType, ResultOf, WorkerAnswer } from './jobs.ts';

/** A job that failed: the worker's error rebuilt with its name and fields, or the runner's own verdict. */
export class WorkerJobError extends Error {
  constructor(
    message: string,
    /**
     * The worker's error name (`ExtractionError`…), or the runner's own: `TimeoutError`,
     * `OutOfMemoryError`, `WorkerCrash`, `QueueFull` (too many jobs waiting), `Cancelled` (its signal).
     */
    readonly errorName: string,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'WorkerJobError';
  }
}

/** The worker's code: a built file, or source to evaluate (from TypeScript, see typeScriptWorker.ts). */
export type WorkerSource = { path: string | URL } | { code: string };

/** How one job is run, beyond the job itself. */
export interface RunOptions {
  /**
   * Lower runs first: a waiting job of priority 0 (a subscriber's) is handed to the next free worker
   * before any of priority 1, whenever they came. Equal priorities keep their order. Default 1.
   */
  priority?: number;
  /** Cancels the job: taken out of the queue, or its worker stopped (and replaced) if it runs. */
  signal?: AbortSignal;
}

/** What code that hands jobs to workers needs of a runner: a consumer states the handlers it uses. */
export interface JobRunner<H extends JobHandlers> {
  run<K extends JobType<H>>(
    job: JobOf<H, K>,
    transfer?: Transferable[],
    options?: RunOptions,
  ): Promise<ResultOf<H, K>>;
}

export interface WorkerRunnerOptions<H extends JobHandlers> {
  worker: WorkerSource;
  /** Worker threads at most; more jobs wait in the queue. */
  size: number;
  /** Longest a job may run once its worker is ready; the worker is then stopped and replaced. */
  timeoutMs: number | ((job: JobOf<H, JobType<H>>) => number);
  /** Heap limit of each worker thread. */
  memoryMb: number;
  /**
   * Jobs that may wait for a worker; one more is refused at once (QueueFull), so a flood of requests
   * cannot pile up work, and the memory of its inputs, without end. Unbounded when unset.
   */
  maxQueued?: number;
  /** Told about each job that failed for want of time or memory, or whose worker died. */
  onWorkerFailure?: (details: { job: string; error: WorkerJobError; cause?: unknown }) => void;
}

interface QueuedJob {
  job: { type: string };
  transfer: Transferable[];
  priority: number;
  signal?: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const cancelled = () => new WorkerJobError('The job was cancelled.', 'Cancelled');

interface Slot {
  worker: Worker;
  /** The worker has loaded its code. */
  ready: boolean;
  current?: QueuedJob & { timer?: NodeJS.Timeout };
}

/**
 * A bounded pool of worker threads for CPU-heavy jobs (extraction, summaries) that would otherwise
 * stall the thread that serves requests or draws the window. Jobs wait in a queue for a free worker.
 * A job that runs past its time, or whose worker dies (out of memory, crash), is rejected and its
 * worker replaced; the next job carries on.
 */
export class WorkerRunner<H extends JobHandlers> implements JobRunner<H> {
  private readonly slots: Slot[] = [];
  private readonly idle: Slot[] = [];
  private readonly queue: QueuedJob[] = [];
  private closed = false;

  constructor(private readonly options: WorkerRunnerOptions<H>) {}

  run<K extends JobType<H>>(
    job: JobOf<H, K>,
    transfer: Transferable[] = [],
    { priority = 1, signal }: RunOptions = {},
  ): Promise<ResultOf<H, K>> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed'));
    if (signal?.aborted) return Promise.reject(cancelled());
    if (this.refuses(priority)) {
      return Promise.reject(new WorkerJobError('Too many jobs are waiting.', 'QueueFull'));
    }
    return new Promise((resolve, reject) => {
      const queued: QueuedJob = {
        job,
        transfer,
        priority,
        signal,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      // After the last job of the same or a higher priority (lower number).
      let at = this.queue.length;
      while (at > 0 && this.queue[at - 1]!.priority > priority) at--;
      this.queue.splice(at, 0, queued);
      signal?.addEventListener('abort', () => this.cancel(queued), { once: true });
      this.dispatch();
    });
  }

  /**
   * Whether a job of this priority would be refused (QueueFull) right now: when no worker is free and
   * maxQueued jobs wait. Priority 0 (subscribers) may fill the queue to twice that, so others filling it
   * never shut them out.
   */
  refuses(priority = 1): boolean {
    const { maxQueued, size } = this.options;
    if (maxQueued === undefined) return false;
    const limit = priority <= 0 ? 2 * maxQueued : maxQueued;
    return this.idle.length === 0 && this.slots.length >= size && this.queue.length >= limit;
  }

  /** A cancelled job leaves the queue; a running one stops with its worker. */
  private cancel(queued: QueuedJob): void {
    const index = this.queue.indexOf(queued);
    if (index >= 0) {
      this.queue.splice(index, 1);
      queued.reject(cancelled());
      return;
    }
    const slot = this.slots.find((candidate) => candidate.current?.resolve === queued.resolve);
    if (slot) this.fail(slot, cancelled());
  }

  /** Rejects the jobs queued and running, and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    const closedError = () => new Error('The worker pool is closed');
    for (const queued of this.queue.splice(0)) queued.reject(closedError());
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.current) {
          clearTimeout(slot.current.timer);
          slot.current.reject(closedError());
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

  /** The timer counts the job's own work; a fresh worker's start-up is not the job's fault. */
  private startTimer(slot: Slot): void {
    const current = slot.current;
    if (!current || current.timer) return;
    const { timeoutMs } = this.options;
    current.timer = setTimeout(
      () => this.fail(slot, new WorkerJobError('The job took too long and was stopped.', 'TimeoutError')),
      typeof timeoutMs === 'number' ? timeoutMs : timeoutMs(current.job as JobOf<H, JobType<H>>),
    );
  }

  private spawn(): Slot {
    const source = this.options.worker;
    const worker = new Worker('code' in source ? source.code : source.path, {
      eval: 'code' in source,
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
    });
    const slot: Slot = { worker, ready: false };
    // Idle workers never keep the process alive.
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
      const failure = outOfMemory
        ? new WorkerJobError('The job needed more memory than its worker may use.', 'OutOfMemoryError')
        : new WorkerJobError(`The worker failed: ${error.message}`, 'WorkerCrash');
      this.fail(slot, failure, error);
    });
    worker.on('exit', (exitCode) => {
      if (slot.current) {
        this.fail(slot, new WorkerJobError('The worker stopped unexpectedly.', 'WorkerCrash', { exitCode }));
      } else this.forget(slot);
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
      if (error.errorName !== 'Cancelled')
        this.options.onWorkerFailure?.({ job: current.job.type, error, cause });
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
