import { afterEach, describe, expect, it } from 'vitest';
import { WorkerRunner, type WorkerRunnerOptions } from './runner.ts';
import type { TestJobs } from './testing/testJobsWorker.ts';
import { typeScriptWorker } from './typeScriptWorker.ts';

const runners: WorkerRunner<TestJobs>[] = [];
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.close();
});

function runner(options: Partial<WorkerRunnerOptions<TestJobs>> = {}) {
  const created = new WorkerRunner<TestJobs>({
    worker: typeScriptWorker(new URL('./testing/testJobsWorker.ts', import.meta.url)),
    size: 2,
    timeoutMs: 30_000,
    memoryMb: 256,
    ...options,
  });
  runners.push(created);
  return created;
}

// Real worker threads load their code through tsx from source, which takes seconds on a busy machine.
describe('WorkerRunner', { timeout: 60_000 }, () => {
  it('runs more jobs than workers through its queue, each answer to its job', async () => {
    const workers = runner({ size: 2 });
    const jobs = Array.from({ length: 6 }, (_, index) =>
      workers.run({ type: 'countWords', text: 'word '.repeat(index + 1) }),
    );
    expect(await Promise.all(jobs)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('moves transferred buffers to the worker instead of copying them', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    expect(await runner().run({ type: 'sumBytes', bytes }, [bytes.buffer])).toBe(10);
    expect(bytes.byteLength).toBe(0);
  });

  it('rebuilds the worker’s error with its name and fields', async () => {
    const error = await runner()
      .run({ type: 'fail', kind: 'empty' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'WorkerJobError',
      errorName: 'TestError',
      message: 'failed on purpose: empty',
      fields: { kind: 'empty' },
    });
  });

  it('stops a job that runs past its time and goes on with the next', async () => {
    const failures: string[] = [];
    const workers = runner({
      size: 1,
      timeoutMs: (job) => (job.type === 'spin' ? 500 : 30_000),
      onWorkerFailure: ({ job, error }) => failures.push(`${job}: ${error.errorName}`),
    });
    const slow = workers.run({ type: 'spin', ms: 20_000 });
    const next = workers.run({ type: 'countWords', text: 'still working' });
    await expect(slow).rejects.toMatchObject({ errorName: 'TimeoutError' });
    expect(await next).toBe(2);
    expect(failures).toEqual(['spin: TimeoutError']);
  });

  it('survives a worker that runs out of memory', async () => {
    const workers = runner({ size: 1, memoryMb: 64 });
    await expect(workers.run({ type: 'hoard' })).rejects.toMatchObject({
      errorName: expect.stringMatching(/OutOfMemoryError|WorkerCrash/),
    });
    expect(await workers.run({ type: 'countWords', text: 'still working' })).toBe(2);
  });

  it('survives a worker that exits in the middle of a job', async () => {
    const workers = runner({ size: 1 });
    await expect(workers.run({ type: 'exit' })).rejects.toMatchObject({
      errorName: 'WorkerCrash',
      fields: { exitCode: 3 },
    });
    expect(await workers.run({ type: 'countWords', text: 'still working' })).toBe(2);
  });

  it('rejects running and waiting jobs when closed, and new ones after', async () => {
    const workers = runner({ size: 1 });
    const running = workers.run({ type: 'spin', ms: 20_000 });
    const waiting = workers.run({ type: 'countWords', text: 'never run' });
    const rejected = Promise.all([
      expect(running).rejects.toThrow('The worker pool is closed'),
      expect(waiting).rejects.toThrow('The worker pool is closed'),
    ]);
    await workers.close();
    await rejected;
    await expect(workers.run({ type: 'countWords', text: 'too late' })).rejects.toThrow(
      'The worker pool is closed',
    );
  });

  it('hands waiting jobs to the next free worker by priority, in arrival order within one', async () => {
    const workers = runner({ size: 1 });
    const busy = workers.run({ type: 'spin', ms: 1500 });
    const finished: string[] = [];
    const track = (name: string, priority: number) =>
      workers.run({ type: 'countWords', text: name }, [], { priority }).then(() => finished.push(name));
    await Promise.all([busy, track('first', 1), track('second', 1), track('subscriber', 0)]);
    expect(finished).toEqual(['subscriber', 'first', 'second']);
  });

  it('refuses a job at once when maxQueued jobs wait (QueueFull), keeping room for priority 0', async () => {
    const workers = runner({ size: 1, maxQueued: 1 });
    const busy = workers.run({ type: 'spin', ms: 1500 });
    const waiting = workers.run({ type: 'countWords', text: 'waits its turn' });
    expect(workers.refuses(1)).toBe(true);
    await expect(workers.run({ type: 'countWords', text: 'one too many' })).rejects.toMatchObject({
      errorName: 'QueueFull',
    });
    const subscriber = workers.run({ type: 'countWords', text: 'still room' }, [], { priority: 0 });
    expect(await Promise.all([busy, waiting, subscriber])).toEqual([1500, 3, 2]);
    expect(workers.refuses(1)).toBe(false);
  });

  it('cancels a waiting job, and stops a running one with its worker, when their signal aborts', async () => {
    const failures: string[] = [];
    const workers = runner({ size: 1, onWorkerFailure: ({ job }) => failures.push(job) });
    const running = new AbortController();
    const waiting = new AbortController();
    const spin = workers.run({ type: 'spin', ms: 20_000 }, [], { signal: running.signal });
    const queued = workers.run({ type: 'countWords', text: 'never run' }, [], { signal: waiting.signal });
    const next = workers.run({ type: 'countWords', text: 'runs after both' });
    waiting.abort();
    await expect(queued).rejects.toMatchObject({ errorName: 'Cancelled' });
    running.abort();
    await expect(spin).rejects.toMatchObject({ errorName: 'Cancelled' });
    expect(await next).toBe(3);
    // A cancellation is the caller's choice, not a failure of the worker.
    expect(failures).toEqual([]);
  });
});
