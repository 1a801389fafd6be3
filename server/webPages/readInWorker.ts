import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors.ts';
import type { ArticleJob, ArticleJobResult } from './articleWorker.ts';
import { URL_ERROR_CODES } from './errors.ts';
import { type ReadArticle, readArticle } from './readArticle.ts';

/**
 * Parsing HTML and running Readability is synchronous and, on a large page, takes seconds (about 3 s
 * per MB of dense markup). Pages above a small size are therefore read in a worker thread with its
 * own heap limit and time budget, so one heavy page neither stalls nor exhausts the server.
 */

/** Pages up to this many characters are read in place: they take milliseconds. */
export const INLINE_MAX_CHARS = 64 * 1024;
export const EXTRACTION_BUDGET_MS = 20_000;
const WORKER_HEAP_MB = 768;
/** Workers running at once; further pages wait for a free slot (within their time budget). */
const MAX_CONCURRENT_WORKERS = 2;

export interface ReadOptions {
  signal?: AbortSignal;
  inlineMaxChars?: number;
  budgetMs?: number;
}

function tooComplex(): AppError {
  return new AppError(
    422,
    URL_ERROR_CODES.tooLarge,
    'This page is too large or complex for us to read. Save it as a file and upload it instead.',
  );
}

/**
 * The built server ships the worker as dist/server/articleWorker.js beside main.js. From sources
 * (tests, development) the TypeScript entry runs through tsx's loader.
 */
function startWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  const resourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB };
  if (!here.endsWith('.ts')) {
    // This code may sit in main.js or in a shared chunk one folder below it.
    const beside = join(dirname(here), 'articleWorker.js');
    const entry = existsSync(beside) ? beside : join(dirname(here), '..', 'articleWorker.js');
    return new Worker(entry, { resourceLimits });
  }
  const entry = pathToFileURL(join(dirname(here), 'articleWorker.ts')).href;
  // Resolved from the working directory, the repository root wherever sources run (tests, npm run dev).
  const bootstrap = `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

let running = 0;
const waiting: (() => void)[] = [];

async function acquireSlot(signal: AbortSignal): Promise<() => void> {
  signal.throwIfAborted();
  if (running >= MAX_CONCURRENT_WORKERS) {
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = waiting.indexOf(go);
        if (index >= 0) waiting.splice(index, 1);
        reject(signal.reason);
      };
      const go = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      waiting.push(go);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
  running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running--;
    waiting.shift()?.();
  };
}

function runJob(job: ArticleJob, signal: AbortSignal): Promise<ReadArticle> {
  return new Promise<ReadArticle>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = startWorker();
    let done = false;
    const finish = (outcome: () => void) => {
      if (done) return;
      done = true;
      signal.removeEventListener('abort', onAbort);
      void worker.terminate();
      outcome();
    };
    const onAbort = () => finish(() => reject(signal.reason));
    signal.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (result: ArticleJobResult) =>
      finish(() => {
        if (result.ok) resolve(result.article);
        else if (result.appError) {
          const { status, code, message, details } = result.appError;
          reject(new AppError(status, code, message, details));
        } else reject(new Error(`article extraction failed: ${result.failure}`));
      }),
    );
    // Out of memory, or a crash inside the parser: the page is beyond what we read.
    worker.once('error', () => finish(() => reject(tooComplex())));
    worker.once('exit', () => finish(() => reject(tooComplex())));
    worker.postMessage(job);
  });
}

/** readArticle, in a worker thread when the page is large. */
export async function readArticleIsolated(
  html: string,
  fallbackTitle: string,
  options: ReadOptions = {},
): Promise<ReadArticle> {
  if (html.length <= (options.inlineMaxChars ?? INLINE_MAX_CHARS)) return readArticle(html, fallbackTitle);

  const budget = AbortSignal.timeout(options.budgetMs ?? EXTRACTION_BUDGET_MS);
  const budgetReason = tooComplex();
  const budgetSignal = new AbortController();
  budget.addEventListener('abort', () => budgetSignal.abort(budgetReason), { once: true });
  const signal = options.signal
    ? AbortSignal.any([options.signal, budgetSignal.signal])
    : budgetSignal.signal;

  const release = await acquireSlot(signal);
  try {
    return await runJob({ html, fallbackTitle }, signal);
  } finally {
    release();
  }
}
