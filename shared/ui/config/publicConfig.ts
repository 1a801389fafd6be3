import { type BusinessRules, DEFAULT_RULES } from '../../domain/index.ts';

/**
 * What the server tells the browser about this installation. The server writes it into index.html
 * (a JSON script element, never executed); the UI reads it once at start.
 */
export interface PublicConfig extends BusinessRules {
  /** The address users reach the product at (canonical URLs, link previews). Empty in the desktop app. */
  publicUrl?: string;
  /** Who writes the signed-in users' summaries here; unknown in the desktop app, which asks its server. */
  summaryEngine?: 'local' | 'claude';
}

export function readPublicConfig(doc: Document | undefined = globalThis.document): PublicConfig {
  const element = doc?.getElementById('public-config');
  if (!element?.textContent) return DEFAULT_RULES;
  try {
    return { ...DEFAULT_RULES, ...(JSON.parse(element.textContent) as Partial<PublicConfig>) };
  } catch {
    return DEFAULT_RULES;
  }
}
