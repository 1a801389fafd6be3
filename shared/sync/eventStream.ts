import { Observable } from 'rxjs';
import type { SyncFetch } from './replication.ts';

/**
 * Reads a server-sent event stream through `fetch` (not EventSource) so the desktop can pass its own
 * fetch with a bearer token. Emits each event's data; reconnects after `retryMs` when the stream ends
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
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let boundary = buffer.indexOf('\n\n');
          while (boundary >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trimStart())
              .join('\n');
            if (data) subscriber.next(data);
            boundary = buffer.indexOf('\n\n');
          }
        }
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
