import { parentPort } from 'node:worker_threads';
import { AppError } from '../http/errors.ts';
import { readArticle } from './readArticle.ts';

/**
 * Worker thread entry: parses one page and extracts its article, away from the server's event loop.
 * Answers with the article, or with the AppError that explains why the page cannot be read.
 */

export interface ArticleJob {
  html: string;
  fallbackTitle: string;
}

export type ArticleJobResult =
  | { ok: true; article: ReturnType<typeof readArticle> }
  | {
      ok: false;
      appError?: { status: number; code: string; message: string; details: Record<string, unknown> };
      failure?: string;
    };

parentPort?.once('message', (job: ArticleJob) => {
  let result: ArticleJobResult;
  try {
    result = { ok: true, article: readArticle(job.html, job.fallbackTitle) };
  } catch (error) {
    result =
      error instanceof AppError
        ? {
            ok: false,
            appError: {
              status: error.status,
              code: error.code,
              message: error.message,
              details: error.details,
            },
          }
        : { ok: false, failure: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(result);
});
