import { summarize } from '../../shared/engine/index.ts';
import type { SummarizeOptions } from '../../shared/engine/types.ts';
import { type CitedSummary, citeSentences } from './citations.ts';

/**
 * The local engine's summary as the server answers it, in one worker job: the summary, then its
 * citations (bounded, with their passages). Everything that grows with the document stays in the
 * worker; the thread that serves requests receives the summary and at most CITATIONS.maxSentences
 * citations (receiving 60,000 sentence objects alone blocked it for half a second).
 */
interface CitedSummaryJob {
  type: 'summarizeCited';
  text: string;
  options: SummarizeOptions;
}

function summarizeCited({ text, options }: CitedSummaryJob): CitedSummary {
  const result = summarize(text, options);
  return { ...result, sentences: citeSentences(text, result.sentences) };
}

export const summaryJobs = { summarizeCited };

export type SummaryJobs = typeof summaryJobs;
