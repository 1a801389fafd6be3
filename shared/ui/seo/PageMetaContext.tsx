import { createContext, useContext, useEffect } from 'react';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { fullTitle, type PageMeta } from './pageMeta.ts';

/** Server-side rendering passes a collector; in the browser there is none and the hook edits <head>. */
export interface PageMetaCollector {
  meta?: PageMeta;
}

const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);
export const PageMetaCollectorProvider = PageMetaCollectorContext.Provider;

/** Declares the page's title, description, canonical path and structured data. Call once per page. */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaCollectorContext);
  const { productName } = usePublicConfig();
  // During server rendering effects do not run, so the meta is recorded while rendering.
  if (collector) collector.meta = meta;
  const title = fullTitle(meta, productName);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [title, meta.description]);
}
