/**
 * Whether an account has Endless Summer right now (SPEC sections 4 and 6): flagged active AND its
 * expiry in the future. A flag without an expiry, or an unreadable one, is not a subscription.
 */
export function isSubscriptionActive(
  subscription: { active: boolean; expiresAt: string | null | undefined },
  now: Date,
): boolean {
  if (!subscription.active || !subscription.expiresAt) return false;
  const expires = Date.parse(subscription.expiresAt);
  return Number.isFinite(expires) && expires > now.getTime();
}
