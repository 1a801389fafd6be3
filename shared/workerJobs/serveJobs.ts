import { parentPort } from 'node:worker_threads';
import type { DescribedError, JobHandlers, WorkerAnswer } from './jobs.ts';

/** The body of a worker thread's entry: runs each job it is sent with the handler of its type. */
export function serveJobs(handlers: JobHandlers): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs() runs in a worker thread');
  port.on('message', (job: { type: string }) => {
    const handler = handlers[job.type] as ((job: unknown) => unknown) | undefined;
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`This worker has no job "${job.type}"`);
        return handler(job);
      })
      .then(
        (result) => port.postMessage({ ok: true, result } satisfies WorkerAnswer),
        (error: unknown) =>
          port.postMessage({ ok: false, error: describeError(error) } satisfies WorkerAnswer),
      );
  });
  // Loading the worker's code takes a moment (longer from source under load); the job timer starts now.
  port.postMessage({ ready: true } satisfies WorkerAnswer);
}

/**
 * An error as data the main thread can rebuild: its own enumerable fields (an ExtractionError's kind
 * and pages) and a system error's code (ENOENT) travel with its name and message.
 */
function describeError(error: unknown): DescribedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // Only what structured clone surely carries: primitives and lists (an ExtractionError's pages).
    const plain = value === null || typeof value !== 'object' || Array.isArray(value);
    if (key !== 'name' && value !== undefined && typeof value !== 'function' && plain) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}
