/**
 * Runs one engine job off the main thread, so a long or hostile document never freezes the window;
 * the main process stops the worker when it overruns its time. The worker reads the file itself:
 * its bytes never travel through the main thread.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { ExtractionError, extract } from '../../shared/engine/index.ts';
import type { EngineAnswer, EngineJob } from './engineJobs.ts';
import { countWords } from './wordCount.ts';

async function run(job: EngineJob): Promise<EngineAnswer<unknown>> {
  try {
    if (job.task === 'extract') {
      const bytes = await readFile(job.path);
      const document = await extract(
        new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        job.filename,
        {
          maxBytes: job.maxBytes,
        },
      );
      return { ok: true, value: { ...document, wordCount: countWords(document.text) } };
    }
    return { ok: false, kind: 'unsupported', message: `The engine has no task "${job.task}".` };
  } catch (error) {
    if (error instanceof ExtractionError) return { ok: false, kind: error.kind, message: error.message };
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') return { ok: false, kind: 'not_found', message: 'The file could not be found.' };
    if (code === 'EACCES' || code === 'EPERM') {
      return { ok: false, kind: 'not_found', message: 'This app is not allowed to read the file.' };
    }
    return { ok: false, kind: 'internal', message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.once('message', (job: EngineJob) => {
  void run(job).then((answer) => parentPort?.postMessage(answer));
});
