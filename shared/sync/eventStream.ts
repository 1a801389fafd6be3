import { Observable } from 'rxjs';
import { readServerSentEvents } from '../api/serverSentEvents.ts';
import type { SyncFetch } from './syncTransport.ts';

/**
 * Reads a server-sent event stream through `fetch` (not EventSource), so the caller chooses how to
 * authenticate (the browser's cookie, or the desktop main process's bearer token). Emits each event's data; reconnects after `retryMs` when the stream ends
 * or fails, and emits `onReconnect()` first so the caller can ask for a resync.
 */
export function eventStream(options: {
  fetch: SyncFetch;
  path: string;
  retryMs: number;
  onReconnect: () => string;
}): Observable<string> {
  return new Observable<string>((subscriber) => {
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = false;

    const connect = async () => {
      try {
        if (connectedBefore) subscriber.next(options.onReconnect());
        connectedBefore = true;
        const response = await options.fetch(options.path, {
          headers: { accept: 'text/event-stream' },
          signal: abort.signal,
        });
        if (!response.ok || !response.body) {
          void response.body?.cancel();
          throw new Error(`stream answered ${response.status}`);
        }
        await readServerSentEvents(response.body, (event) => subscriber.next(event.data));
      } catch {
        // Offline, server restarting or signed out: try again later.
      }
      if (!abort.signal.aborted) retry = setTimeout(() => void connect(), options.retryMs);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  });
}
