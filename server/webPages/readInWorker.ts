import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { isErrorCode } from '../../shared/api/errors.ts';
import { AppError } from '../http/errors.ts';
import type { ArticleJob, ArticleJobResult } from './articleWorker.ts';
import { URL_ERROR_CODES } from './errors.ts';
import { type ReadArticle, readArticle } from './readArticle.ts';

/**
 * Parsing HTML and running Readability is synchronous and slow on big pages (a 200 KB page takes
 * about half a second on a warm thread, seconds on a cold one). Pages are therefore read in a small
 * pool of worker threads, each with its own heap limit; a page that overruns its time budget has its
 * thread terminated (nothing else can stop synchronous code) and the pool starts a fresh one. Idle
 * threads are unreferenced, so they never keep the process alive, and retire after a while.
 */

/** Pages up to this many characters are read in place (well under 100 ms); real article pages are larger. */
export const INLINE_MAX_CHARS = 16 * 1024;
const EXTRACTION_BUDGET_MS = 20_000;
const WORKER_HEAP_MB = 768;
const POOL_SIZE = 2;
const IDLE_RETIRE_MS = 60_000;

export interface ReadOptions {
  signal?: AbortSignal;
  inlineMaxChars?: number;
  budgetMs?: number;
}

function tooComplex(): AppError {
  return new AppError(
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

interface Task {
  job: ArticleJob;
  signal: AbortSignal;
  resolve: (article: ReadArticle) => void;
  reject: (reason: unknown) => void;
}

interface PoolThread {
  worker: Worker;
  task?: Task;
  idleTimer?: NodeJS.Timeout;
}

const threads: PoolThread[] = [];
const queue: Task[] = [];
let nextJobId = 1;

function settle(task: Task, result: ArticleJobResult): void {
  if (result.ok) task.resolve(result.article);
  else if (result.appError) {
    const { code, message, details } = result.appError;
    task.reject(
      isErrorCode(code) ? new AppError(code, message, details) : new Error(`article extraction: ${code}`),
    );
  } else task.reject(new Error(`article extraction failed: ${result.failure}`));
}

/** Ends a thread (stuck, crashed, out of memory or idle), failing its task with `reason`. */
function retire(thread: PoolThread, reason: unknown): void {
  const index = threads.indexOf(thread);
  if (index < 0) return;
  threads.splice(index, 1);
  clearTimeout(thread.idleTimer);
  const task = thread.task;
  thread.task = undefined;
  void thread.worker.terminate();
  if (task) task.reject(reason);
  dispatch();
}

function spawn(): PoolThread {
  const thread: PoolThread = { worker: startWorker() };
  thread.worker.on('message', (result: ArticleJobResult) => {
    const task = thread.task;
    if (!task || task.job.id !== result.id) return;
    thread.task = undefined;
    settle(task, result);
    dispatch();
  });
  // A crash or an exhausted heap inside the parser: the page is beyond what we read.
  thread.worker.on('error', () => retire(thread, tooComplex()));
  thread.worker.on('exit', () => retire(thread, tooComplex()));
  threads.push(thread);
  return thread;
}

function idle(thread: PoolThread): void {
  thread.worker.unref();
  clearTimeout(thread.idleTimer);
  thread.idleTimer = setTimeout(() => retire(thread, tooComplex()), IDLE_RETIRE_MS);
  thread.idleTimer.unref();
}

/** Hands queued tasks to free threads, starting threads up to the pool size. */
function dispatch(): void {
  while (queue.length > 0) {
    const thread =
      threads.find((candidate) => !candidate.task) ?? (threads.length < POOL_SIZE ? spawn() : null);
    if (!thread) break;
    const task = queue.shift()!;
    clearTimeout(thread.idleTimer);
    thread.task = task;
    // A busy thread keeps the process alive until its answer arrives.
    thread.worker.ref();
    thread.worker.postMessage(task.job);
  }
  for (const thread of threads) if (!thread.task) idle(thread);
}

function runInPool(html: string, fallbackTitle: string, signal: AbortSignal): Promise<ReadArticle> {
  return new Promise<ReadArticle>((resolve, reject) => {
    signal.throwIfAborted();
    const task: Task = {
      job: { id: nextJobId++, html, fallbackTitle },
      signal,
      resolve: (article) => {
        signal.removeEventListener('abort', onAbort);
        resolve(article);
      },
      reject: (reason) => {
        signal.removeEventListener('abort', onAbort);
        reject(reason);
      },
    };
    function onAbort() {
      const queued = queue.indexOf(task);
      if (queued >= 0) {
        queue.splice(queued, 1);
        task.reject(signal.reason);
        return;
      }
      const thread = threads.find((candidate) => candidate.task === task);
      if (thread) retire(thread, signal.reason);
    }
    signal.addEventListener('abort', onAbort, { once: true });
    queue.push(task);
    dispatch();
  });
}

/** readArticle, in a pooled worker thread when the page is larger than a few kilobytes. */
export async function readArticleIsolated(
  html: string,
  fallbackTitle: string,
  options: ReadOptions = {},
): Promise<ReadArticle> {
  if (html.length <= (options.inlineMaxChars ?? INLINE_MAX_CHARS)) return readArticle(html, fallbackTitle);
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(tooComplex()), options.budgetMs ?? EXTRACTION_BUDGET_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, budget.signal]) : budget.signal;
  try {
    return await runInPool(html, fallbackTitle, signal);
  } finally {
    clearTimeout(timer);
  }
}
