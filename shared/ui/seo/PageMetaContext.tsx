import { createContext, useContext, useEffect } from 'react';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { applyHeadTags } from './documentHead.ts';
import { headTagsFor, type PageMeta } from './pageMeta.ts';

/**
 * Server-side rendering passes a collector: the page's meta (for <head>) and its HTTP status.
 * In the browser there is none and the hook edits <head> itself.
 */
export interface PageMetaCollector {
  meta?: PageMeta;
  /** Set by pages that answer something other than 200 (Page Not Found, Article Not Found). */
  status?: number;
}

const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);
export const PageMetaCollectorProvider = PageMetaCollectorContext.Provider;

/** Declares the page's title, description, canonical path and structured data. Call once per page. */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaCollectorContext);
  const { productName, publicUrl } = usePublicConfig();
  // During server rendering effects do not run, so the meta is recorded while rendering.
  if (collector) collector.meta = meta;
  const serialized = JSON.stringify(meta);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` stands for `meta`, whose identity changes every render.
  useEffect(() => {
    const origin = publicUrl || window.location.origin;
    applyHeadTags(document, headTagsFor(meta, productName, origin));
    // The page is live (hydrated or rendered): browser tests wait for this before interacting.
    document.documentElement.dataset.hydrated = 'true';
  }, [serialized, productName, publicUrl]);
}

/** Declares the HTTP status the server should answer with when it renders this page (e.g. 404). */
export function useHttpStatus(status: number): void {
  const collector = useContext(PageMetaCollectorContext);
  if (collector) collector.status = status;
}
