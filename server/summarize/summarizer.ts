import type { SummarizeOptions } from '../../shared/engine/types.ts';
import type { JobRunner } from '../../shared/workerJobs/runner.ts';
import type { CitedSummary } from './citations.ts';
import type { SummaryJobs } from './summaryJobs.ts';

export interface SummarizeProgress {
  /**
   * Share of the summary written so far, 0..1, rising. Called only by engines that can tell (Claude
   * while its answers stream in); the local engine finishes in one step and says nothing.
   */
  onProgress?: (fraction: number) => void;
  /** Place in the workers' queue: 0 for subscribers, 1 for others (RunOptions.priority). */
  priority?: number;
  /** Stops the work (its worker jobs, Claude's requests) when nobody waits for it any more. */
  signal?: AbortSignal;
}

/**
 * Whatever turns a text into a summary. The server talks to this one function type only, so another
 * engine (Claude, when configured) plugs in without touching the upload flow.
 */
export type Summarizer = (
  text: string,
  options: SummarizeOptions,
  progress?: SummarizeProgress,
) => Promise<CitedSummary>;

/** The local engine, run in the worker pool so that long documents do not block other requests. */
export function createLocalSummarizer(pool: JobRunner<SummaryJobs>): Summarizer {
  return (text, options, control = {}) =>
    pool.run({ type: 'summarizeCited', text, options }, [], {
      priority: control.priority,
      signal: control.signal,
    });
}
