/**
 * The library's live stream for the desktop app. The renderer's replication goes through the bridge,
 * whose `api` call answers whole bodies, so an endless server-sent event stream cannot pass through it.
 * Instead the main process reads GET /api/sync/documents/stream itself, with the bearer token the
 * renderer never sees, and tells the window "the library changed, pull" on each event (and after each
 * reconnection, which may have missed changes). The stream is open only while the window watches it
 * (the /library page is shown), and reconnects with the new account's token after a sign-in change.
 */
import type { Subscription } from 'rxjs';
import { STREAM_RESYNC, syncRoutes } from '../../shared/api/sync.ts';
import { eventStream } from '../../shared/sync/eventStream.ts';
import type { ServerSession } from './serverSession.ts';

/** Wait before reconnecting a dropped stream (offline, server restarting, not a subscriber). */
const LIBRARY_STREAM_RETRY_MS = 5_000;

export interface LibraryChangeRelayOptions {
  session: Pick<ServerSession, 'authorizedUrl'>;
  /** Tells the window to pull. */
  notify: () => void;
  fetch?: typeof fetch;
  retryMs?: number;
}

export class LibraryChangeRelay {
  private watchers = 0;
  private subscription: Subscription | null = null;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: LibraryChangeRelayOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** The window starts (true) or stops (false) watching; the stream is open while anyone watches. */
  watch(on: boolean): void {
    this.watchers = Math.max(0, this.watchers + (on ? 1 : -1));
    if (this.watchers > 0) this.open();
    else this.close();
  }

  /** Signed in or out: the open stream belongs to the previous account, so it starts again. */
  restart(): void {
    if (this.watchers === 0) return;
    this.close();
    this.open();
  }

  /** The window went away: nobody watches any more. */
  reset(): void {
    this.watchers = 0;
    this.close();
  }

  get isOpen(): boolean {
    return this.subscription !== null;
  }

  private open(): void {
    if (this.subscription) return;
    const changes = eventStream({
      // The token is looked up on every (re)connection, so a stream never outlives its sign-in.
      fetch: (path, init) => {
        const target = this.options.session.authorizedUrl(path);
        if (!target) return Promise.reject(new Error('signed out'));
        const headers = new Headers(init?.headers);
        headers.set('Authorization', `Bearer ${target.token}`);
        return this.fetch(target.url, { ...init, headers });
      },
      path: syncRoutes.stream.path,
      retryMs: this.options.retryMs ?? LIBRARY_STREAM_RETRY_MS,
      onReconnect: () => STREAM_RESYNC,
    });
    this.subscription = changes.subscribe((data) => {
      if (data === STREAM_RESYNC) this.options.notify();
    });
  }

  private close(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
  }
}
