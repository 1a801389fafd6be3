/**
 * The business rules that SPEC.md states two ways. Each one has one default here and is overridden by
 * the operator's configuration (the server reads the environment and passes the overrides in; the UI
 * receives the resolved rules from the server).
 */

export interface BusinessRules {
  /** Free summaries after sign-up. Most copy says 3; the FAQ and use-case copy say 1. */
  freeSummaries: number;
  /** Price of one regular credit. Most screens say $1.00; structured data once says $0.99. */
  singleCreditCents: number;
  productName: string;
  supportEmail: string;
}

export const DEFAULT_RULES: BusinessRules = {
  freeSummaries: 3,
  singleCreditCents: 100,
  productName: 'Summer',
  supportEmail: 'support@summer.example',
};

export function resolveRules(overrides: Partial<BusinessRules> = {}): BusinessRules {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_RULES, ...defined };
}

/** `/why-{slug}-ai`: the product name as it appears in that route. */
export function productSlug(productName: string): string {
  return (
    productName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'summer'
  );
}

/** Figures the marketing pages quote. */
export const MARKETING_FIGURES = {
  languages: '50+',
  fileTypes: '9+',
  users: '12,000+',
  documents: '50,000+',
  timeSavedPercent: 80,
  accuracyPercent: 95,
  wellFormattedAccuracyPercent: 90,
  typicalProcessing: 'under 60 seconds',
  copyrightYear: 2025,
} as const;
