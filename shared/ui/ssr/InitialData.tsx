import { createContext, type ReactNode, useContext } from 'react';

/**
 * Data a page needs for its first render (a blog post's text), loaded by the server before rendering
 * and sent along in the HTML so the browser's first render matches the server's without a request.
 * Keys are chosen by the feature that loads the data ("blog-post:/blog/slug").
 */
export type InitialData = Record<string, unknown>;

const InitialDataContext = createContext<InitialData>({});

export function InitialDataProvider({ value, children }: { value: InitialData; children: ReactNode }) {
  return <InitialDataContext.Provider value={value}>{children}</InitialDataContext.Provider>;
}

/** The data the server loaded for this key, if any (undefined after client-side navigation). */
export function useInitialData<T>(key: string): T | undefined {
  return useContext(InitialDataContext)[key] as T | undefined;
}

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

export function readInitialData(doc: Document | undefined = globalThis.document): InitialData {
  const text = doc?.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as InitialData) : {};
  } catch {
    return {};
  }
}
