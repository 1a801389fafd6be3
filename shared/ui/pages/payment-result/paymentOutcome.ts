/**
 * How a payment provider's return to our success pages is read: it succeeded when redirect_status is
 * 'succeeded', or success is 'true', or there is no redirect_status at all (our own redirects).
 */
export function paymentSucceeded(query: URLSearchParams): boolean {
  const redirectStatus = query.get('redirect_status');
  return redirectStatus === null || redirectStatus === 'succeeded' || query.get('success') === 'true';
}
