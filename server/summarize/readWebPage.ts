import type { FetchedArticle } from '../webPages/index.ts';
import { cleanFilename } from './multipart.ts';
import type { DocumentInput } from './summarizeDocument.ts';

/** Reads the web page a user links to (server/webPages' fetchArticle). */
export type ArticleFetcher = (url: string, options: { signal?: AbortSignal }) => Promise<FetchedArticle>;

export interface ReadWebPageOptions {
  fetchArticle: ArticleFetcher;
  url: string;
  /** Stops the fetch when the client went away. */
  signal: AbortSignal;
}

/** A web page as a document to summarize: its readable text, its title as the name, notes on cuts. */
export async function readWebPage({ fetchArticle, url, signal }: ReadWebPageOptions): Promise<DocumentInput> {
  const article = await fetchArticle(url, { signal });
  return {
    kind: 'text',
    text: article.text,
    filename: cleanFilename(article.title, article.url),
    warnings: article.notice ? [article.notice] : [],
  };
}
