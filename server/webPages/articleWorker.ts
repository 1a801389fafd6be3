import { parentPort } from 'node:worker_threads';
import { AppError } from '../http/errors.ts';
import { readArticle } from './readArticle.ts';

/**
 * Worker thread entry: parses pages and extracts their articles, one job at a time, away from the
 * server's event loop. Answers each job with the article, or with the AppError that explains why the
 * page cannot be read. The thread stays up between jobs, so its compiled code stays warm.
 */

export interface ArticleJob {
  id: number;
  html: string;
  fallbackTitle: string;
}

export type ArticleJobResult = { id: number } & (
  | { ok: true; article: ReturnType<typeof readArticle> }
  | {
      ok: false;
      appError?: { status: number; code: string; message: string; details: Record<string, unknown> };
      failure?: string;
    }
);

function run(job: ArticleJob): ArticleJobResult {
  try {
    return { id: job.id, ok: true, article: readArticle(job.html, job.fallbackTitle) };
  } catch (error) {
    if (error instanceof AppError) {
      const { status, code, message, details } = error;
      return { id: job.id, ok: false, appError: { status, code, message, details } };
    }
    return { id: job.id, ok: false, failure: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: ArticleJob) => parentPort?.postMessage(run(job)));
