import type http from 'node:http';
import { afterEach } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { type FetchArticleOptions, fetchArticle } from '../fetchArticle.ts';
import { type Handler, type LocalSite, localOptions, sendHtml, startSite } from './localSite.ts';

/** The AppError a fetch fails with; any other outcome fails the test. */
export async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

/** A handler that answers every request with this HTML. */
export const html = (body: string) => (_request: http.IncomingMessage, response: http.ServerResponse) =>
  sendHtml(response, body);

/** Local sites started by a test file, closed after each test. */
export function localSitesPerTest() {
  const sites: LocalSite[] = [];
  afterEach(async () => {
    await Promise.all(sites.splice(0).map((site) => site.close()));
  });
  const track = (site: LocalSite) => {
    sites.push(site);
    return site;
  };
  const serve = async (handler: Handler) => track(await startSite(handler));
  /** Serves `handler` and fetches `path` from it as if it were a public site. */
  const fetchFrom = async (handler: Handler, path = '/', options: FetchArticleOptions = {}) => {
    const site = await serve(handler);
    return fetchArticle(`${site.origin}${path}`, localOptions(options));
  };
  return { serve, fetchFrom, track };
}
