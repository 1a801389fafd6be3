import {
  type ProgressEvent,
  type ProgressStage,
  progressEventSchema,
  summarizeRoutes,
} from '../../../api/summarize.ts';
import { api } from '../../apiClient.ts';

const POLL_INTERVAL_MS = 700;

/** A random id the server's progress stream is keyed by (16–64 of A–Z a–z 0–9 _ -). */
export function newProgressId(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return Array.from(bytes, (byte) => alphabet[byte % 64]).join('');
}

/**
 * Follows the server's progress for one upload: an EventSource on /api/progress/{id}, or polling the
 * same URL as JSON where EventSource is missing. Returns a function that stops listening.
 */
export function followProgress(progressId: string, onStage: (event: ProgressEvent) => void): () => void {
  const input = { params: { id: progressId } };
  if (typeof EventSource !== 'undefined') {
    const source = new EventSource(api.pathOf(summarizeRoutes.progressStream, input), {
      withCredentials: true,
    });
    source.addEventListener('stage', (message: MessageEvent<string>) => {
      // A malformed event is skipped; the upload's own answer still ends the wait.
      const event = progressEventSchema.safeParse(parseJson(message.data));
      if (!event.success) return;
      onStage(event.data);
      if (event.data.stage === 'complete' || event.data.stage === 'error') source.close();
    });
    return () => source.close();
  }
  let stopped = false;
  const poll = async () => {
    while (!stopped) {
      try {
        const event = await api.call(summarizeRoutes.progress, input);
        if (stopped) return;
        onStage(event);
        if (event.stage === 'complete' || event.stage === 'error') return;
      } catch {
        // Not known yet (the upload has not reached the server) or a hiccup: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  };
  void poll();
  return () => {
    stopped = true;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The stages the progress bar names, in order. */
export const VISIBLE_STAGES = [
  'upload',
  'analyze',
  'summarize',
  'complete',
] as const satisfies readonly ProgressStage[];

export const STAGE_LABELS: Record<(typeof VISIBLE_STAGES)[number], string> = {
  upload: 'Upload',
  analyze: 'Analyze',
  summarize: 'Summarize',
  complete: 'Complete',
};

/**
 * The share of the summary written after an event: the event's fraction during 'summarize' (never
 * moving back, since a reconnecting stream replays its current event), the last one when a
 * 'summarize' event has none, and null in any other stage.
 */
export function summarizeFraction(event: ProgressEvent, current: number | null): number | null {
  if (event.stage !== 'summarize') return null;
  if (event.fraction === undefined) return current;
  return Math.max(current ?? 0, event.fraction);
}

/** Where the bar stands when summarizing starts, and how much of it the summarizing fills. */
const SUMMARIZE_FROM = 50;
const SUMMARIZE_SPAN = 45;

/**
 * Percent of the bar for a stage reached. Within 'summarize' the bar follows the share of the summary
 * written (`fraction`, 0..1) when the server's engine reports it (Claude); otherwise it waits at the
 * stage's start until 'complete'.
 */
export function stagePercent(stage: ProgressStage, fraction?: number | null): number {
  switch (stage) {
    case 'upload':
      return 15;
    case 'analyze':
      return 40;
    case 'summarize': {
      const share = Math.min(1, Math.max(0, fraction ?? 0));
      return Math.round(SUMMARIZE_FROM + SUMMARIZE_SPAN * share);
    }
    case 'complete':
      return 100;
    default:
      return 0;
  }
}
