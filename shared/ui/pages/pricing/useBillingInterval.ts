import { useCallback, useEffect, useState } from 'react';
import type { BillingInterval } from '../../../domain/index.ts';

const BILLING_INTERVAL_KEY = 'billingInterval';

/** What a stored value means: annual only when 'year' was stored, monthly for anything else. */
export function parseBillingInterval(stored: string | null): BillingInterval {
  return stored === 'year' ? 'year' : 'month';
}

/**
 * The monthly/annual choice, remembered in localStorage. Read after mount (the server has no storage,
 * and the first browser render must match the server's monthly one).
 */
export function useBillingInterval(): [BillingInterval, (interval: BillingInterval) => void] {
  const [interval, setIntervalState] = useState<BillingInterval>('month');

  useEffect(() => {
    try {
      setIntervalState(parseBillingInterval(localStorage.getItem(BILLING_INTERVAL_KEY)));
    } catch {
      // Storage blocked: monthly, and the choice lasts for this page view.
    }
  }, []);

  const choose = useCallback((next: BillingInterval) => {
    setIntervalState(next);
    try {
      localStorage.setItem(BILLING_INTERVAL_KEY, next);
    } catch {
      // See above.
    }
  }, []);

  return [interval, choose];
}
