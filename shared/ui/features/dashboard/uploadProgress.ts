import type { ProgressEvent, ProgressStage } from '../../../api/summarize.ts';
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
  const path = `/api/progress/${progressId}`;
  if (typeof EventSource !== 'undefined') {
    const source = new EventSource(path, { withCredentials: true });
    source.addEventListener('stage', (message) => {
      try {
        const event = JSON.parse((message as MessageEvent<string>).data) as ProgressEvent;
        onStage(event);
        if (event.stage === 'complete' || event.stage === 'error') source.close();
      } catch {
        // A malformed event is skipped; the upload's own answer still ends the wait.
      }
    });
    return () => source.close();
  }
  let stopped = false;
  const poll = async () => {
    while (!stopped) {
      try {
        const event = await api.get<ProgressEvent>(path);
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

/** Percent of the bar for a stage reached. */
export function stagePercent(stage: ProgressStage): number {
  switch (stage) {
    case 'upload':
      return 15;
    case 'analyze':
      return 40;
    case 'summarize':
      return 70;
    case 'complete':
      return 100;
    default:
      return 0;
  }
}
