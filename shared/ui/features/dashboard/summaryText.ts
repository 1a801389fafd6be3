import { formatUsd } from '../../../domain/index.ts';

/** Dollars without a zero cents part: $89 but $9.99. */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : formatUsd(cents);
}

/** A language code as its English name ('de' → 'German'); the code itself when unknown. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
