/**
 * Entry of the desktop's engine worker threads (extraction.ts): the local engine's jobs, run off the
 * main thread so a long or hostile document never freezes the window. The worker reads each file
 * itself: its bytes never travel through the main thread.
 */
import { engineJobs } from '../../shared/workerJobs/engineJobs.ts';
import { serveJobs } from '../../shared/workerJobs/serveJobs.ts';
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

serveJobs(engineJobs({ beforeExtract: preparePdfJs }));
