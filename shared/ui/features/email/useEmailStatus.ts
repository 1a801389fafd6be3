import { useCallback, useEffect, useState } from 'react';
import type { EmailStatus } from '../../../api/email.ts';
import { emailCalls } from './emailCalls.ts';

/** The server's email status (mode, outbox, campaign), read on mount and again after each action. */
export function useEmailStatus(): { status: EmailStatus | null; reload(): void } {
  const [status, setStatus] = useState<EmailStatus | null>(null);
  const reload = useCallback(() => {
    emailCalls.status().then(setStatus, () => setStatus(null));
  }, []);
  useEffect(reload, [reload]);
  return { status, reload };
}
