import { ADMIN } from '../../../domain/index.ts';

/** SPEC section 5: the owner's credit input is 1-100, and anything else typed falls back to 1. */
export function creditsFromInput(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < ADMIN.minCreditsPerAction) return ADMIN.minCreditsPerAction;
  return Math.min(ADMIN.maxCreditsPerAction, value);
}
