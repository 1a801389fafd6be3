/**
 * Real progress for server-side summaries: before the text is sent, the main process opens the
 * server's progress stream (GET /api/progress/:id as server-sent events, with the bearer token) and
 * passes each stage on as it happens. A server without the stream simply gives no stages.
 */
import { randomBytes } from 'node:crypto';
import { readServerSentEvents } from '../../shared/api/serverSentEvents.ts';
import { progressEventSchema } from '../../shared/api/summarize.ts';
import type { SummaryProgress } from '../bridge.ts';

/** How long the upload waits for the stream to open before going ahead without it. */
const STREAM_OPEN_TIMEOUT_MS = 3_000;
/** After the answer, how long stages still in flight on the stream may take to arrive. */
const STREAM_DRAIN_MS = 1_000;

/** A fresh id for one upload (the server accepts 16–64 URL-safe characters). */
export function newProgressId(): string {
  return randomBytes(18).toString('base64url');
}

export interface ProgressWatch {
  /**
   * The upload answered: lets the stages still in flight on the other connection arrive (the server
   * ends the stream after its last stage), then closes it.
   */
  finish(): Promise<void>;
}

/**
 * Opens the stream and resolves once the server listens (or after a short wait, or at once on an
 * error), so that no stage of the upload is missed.
 */
export async function watchServerProgress(
  url: string,
  token: string,
  onEvent: (event: SummaryProgress) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<ProgressWatch> {
  const controller = new AbortController();
  let ended: Promise<void> = Promise.resolve();
  const opened = fetchImpl(url, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  })
    .then((response) => {
      if (!response.ok || !response.body) {
        void response.body?.cancel();
        return;
      }
      // The stream ends after the last stage, when the watch is closed, or when the connection drops.
      ended = readEvents(response.body, onEvent).catch(() => {});
    })
    .catch(() => {});
  await Promise.race([opened, delay(STREAM_OPEN_TIMEOUT_MS)]);
  return {
    finish: async () => {
      await Promise.race([ended, delay(STREAM_DRAIN_MS)]);
      controller.abort();
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: SummaryProgress) => void) {
  await readServerSentEvents(body, ({ data }) => {
    const parsed = progressEventSchema.safeParse(safeJson(data));
    if (parsed.success) onEvent({ ...parsed.data, source: 'server' });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
