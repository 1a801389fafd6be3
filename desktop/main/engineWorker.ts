/**
 * Runs one engine job off the main thread, so a long or hostile document never freezes the window;
 * the main process stops the worker when it overruns its time. The worker reads the file itself:
 * its bytes never travel through the main thread.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { countWords, ExtractionError, extract, summarize } from '../../shared/engine/index.ts';
import type { EngineAnswer, EngineJob } from './engineJobs.ts';
import { preparePdfJsEnvironment } from './pdfjsEnvironment.ts';

const PDF_SIGNATURE = '%PDF-';

/**
 * pdf.js runs its parser in "worker" code that it would load by URL from beside its own file, which
 * does not exist inside the app's bundle. Importing that code first registers it on globalThis, where
 * pdf.js finds it; the browser classes it expects are supplied too. Only PDFs pay for loading it.
 */
async function preparePdfJs(bytes: Uint8Array): Promise<void> {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (!head.includes(PDF_SIGNATURE)) return;
  preparePdfJsEnvironment();
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
}

async function run(job: EngineJob): Promise<EngineAnswer<unknown>> {
  try {
    if (job.task === 'extract') {
      const file = await readFile(job.path);
      const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
      await preparePdfJs(bytes);
      const document = await extract(bytes, job.filename, { maxBytes: job.maxBytes });
      return { ok: true, value: { ...document, wordCount: countWords(document.text) } };
    }
    if (job.task === 'summarize') {
      return { ok: true, value: summarize(job.text, { level: job.level }) };
    }
    return { ok: false, kind: 'unsupported', message: 'The engine was asked for an unknown task.' };
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
