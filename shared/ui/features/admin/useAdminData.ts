import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../api/client.ts';
import { endsSession } from '../../errors/describeError.ts';

/** What a failed admin call says: the server's sentence, else the error's own message. */
export function failureText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const message = error.body?.message;
    if (typeof message === 'string' && message) return message;
  }
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

export interface AdminData<T> {
  data: T | undefined;
  /** The last load failed (the data shown, if any, is the one before). */
  error: string | null;
  loading: boolean;
  reload(): void;
}

/**
 * Loads what an admin page shows, again whenever `key` changes (a range, a page, a search), and every
 * `refreshMs` when given (SPEC: realtime analytics and the signup monitor every 30 s). The data on
 * screen stays while the next load runs; an answer that arrives after a newer request is dropped.
 */
export function useAdminData<T>(load: () => Promise<T>, key: string, refreshMs?: number): AdminData<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(() => {
    const request = ++latest.current;
    setLoading(true);
    loadRef.current().then(
      (answer) => {
        if (request !== latest.current) return;
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (caught: unknown) => {
        if (request !== latest.current) return;
        // A session that ended is said by the common toast, then /auth.
        if (!endsSession(caught)) setError(failureText(caught));
        setLoading(false);
      },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the load depends on.
  useEffect(() => {
    run();
    if (!refreshMs) return;
    const timer = setInterval(run, refreshMs);
    return () => clearInterval(timer);
  }, [key, refreshMs, run]);

  return { data, error, loading, reload: run };
}
