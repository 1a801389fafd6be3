import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { WorkerPool } from './workerPool.ts';

const pools: WorkerPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

function pool(options: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}) {
  const created = new WorkerPool({
    size: 2,
    timeoutMs: 30_000,
    memoryMb: 512,
    logger: createLogger('silent'),
    ...options,
  });
  pools.push(created);
  return created;
}

// Real worker threads load the engine through tsx from source, which takes seconds on a busy machine.
describe('WorkerPool', { timeout: 60_000 }, () => {
  it('runs more jobs than workers through its queue', async () => {
    const workers = pool({ size: 2 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        workers.run({ type: 'analyze', text: 'word '.repeat(index + 1), filename: 'x' }),
      ),
    );
    expect(results.map((result) => result.wordCount)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('rejects a job with the extraction error and its kind', async () => {
    const error = await pool()
      .run({ type: 'analyze', bytes: new Uint8Array(), filename: 'empty.txt' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ errorName: 'ExtractionError', fields: { kind: 'empty' } });
  });

  it('stops a job that runs past the timeout and goes on with the next', async () => {
    const workers = pool({ size: 1, timeoutMs: 1000 });
    // Three million words take the local engine well over a second (seconds per million words).
    const slow = workers.run({ type: 'summarize', text: 'word. '.repeat(3_000_000), options: { level: 3 } });
    await expect(slow).rejects.toMatchObject({ errorName: 'TimeoutError' });
    const next = await workers.run({ type: 'analyze', text: 'still working', filename: 'x' });
    expect(next.wordCount).toBe(2);
  }, 60_000);

  it('survives a worker that runs out of memory', async () => {
    const workers = pool({ size: 1, memoryMb: 64 });
    const hungry = workers.run({
      type: 'summarize',
      text: 'word. '.repeat(4_000_000),
      options: { level: 3 },
    });
    await expect(hungry).rejects.toMatchObject({
      errorName: expect.stringMatching(/OutOfMemoryError|WorkerCrash/),
    });
    const next = await workers.run({ type: 'analyze', text: 'still working', filename: 'x' });
    expect(next.wordCount).toBe(2);
  }, 60_000);
});
