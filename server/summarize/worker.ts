// Entry of the extraction and summarization worker threads (see workerPool.ts).
import { parentPort } from 'node:worker_threads';
import { describeError, type EngineJob, runEngineJob, type WorkerAnswer } from './engineJobs.ts';

if (!parentPort) throw new Error('worker.ts runs as a worker thread');
const port = parentPort;

port.on('message', (job: EngineJob) => {
  runEngineJob(job).then(
    (result) => port.postMessage({ ok: true, result } satisfies WorkerAnswer),
    (error: unknown) => port.postMessage({ ok: false, error: describeError(error) } satisfies WorkerAnswer),
  );
});

// Loading the engine takes a moment (longer from source under load); the pool's job timer starts now.
port.postMessage({ ready: true } satisfies WorkerAnswer);
