/** What a public page tells search engines and link previews about itself. */
export interface PageMeta {
  /** Page title without the product name ("Pricing"); the product name is appended. */
  title: string;
  /** One or two sentences, under ~160 characters. */
  description: string;
  /** The page's canonical path ("/pricing"). */
  path: string;
  ogType?: 'website' | 'article';
  /** Structured data objects (schema.org), each rendered as its own JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
  /** Keep the page out of search results (payment results, the 404 page). */
  noindex?: boolean;
}

export function fullTitle(meta: PageMeta, productName: string): string {
  return `${meta.title} | ${productName}`;
}
