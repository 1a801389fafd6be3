import { countWords, ExtractionError, extract, summarize } from '../../shared/engine/index.ts';
import type { SummarizeOptions, SummaryResult } from '../../shared/engine/types.ts';
import {
  type ClaudeFinish,
  type ClaudeFinishJob,
  type ClaudePlan,
  type ClaudePlanJob,
  finishClaudeSummary,
  planClaudeSummary,
} from '../claude/textWork.ts';

/**
 * The work done inside worker threads, as plain data in and out (structured clone):
 * - analyze: a file's bytes or a text → the text to summarize, its word count and extraction notes;
 * - summarize: a text → the local engine's SummaryResult;
 * - claudePlan, claudeFinish: the measuring and linking around Claude's requests (claude/textWork.ts).
 */

export interface AnalyzeJob {
  type: 'analyze';
  bytes?: Uint8Array;
  text?: string;
  filename: string;
}

export interface SummarizeJob {
  type: 'summarize';
  text: string;
  options: SummarizeOptions;
}

export type EngineJob = AnalyzeJob | SummarizeJob | ClaudePlanJob | ClaudeFinishJob;

export interface Analysis {
  text: string;
  wordCount: number;
  warnings: string[];
  format: string;
  title?: string;
}

interface EngineJobResults {
  analyze: Analysis;
  summarize: SummaryResult;
  claudePlan: ClaudePlan;
  claudeFinish: ClaudeFinish;
}

export type EngineJobResult<K extends EngineJob['type']> = EngineJobResults[K];

export type WorkerAnswer =
  | { ready: true }
  | { ok: true; result: unknown }
  | { ok: false; error: { name: string; message: string; fields: Record<string, unknown> } };

export async function runEngineJob(job: EngineJob): Promise<EngineJobResults[EngineJob['type']]> {
  if (job.type === 'summarize') return summarize(job.text, job.options);
  if (job.type === 'claudePlan') return planClaudeSummary(job);
  if (job.type === 'claudeFinish') return finishClaudeSummary(job);
  if (job.bytes) {
    const extracted = await extract(job.bytes, job.filename);
    return {
      text: extracted.text,
      wordCount: countWords(extracted.text),
      warnings: extracted.warnings,
      format: extracted.format,
      ...(extracted.title ? { title: extracted.title } : {}),
    };
  }
  const text = (job.text ?? '').replace(/\r\n?/g, '\n').trim();
  if (!text) throw new ExtractionError('empty', 'Please enter some text to summarize');
  return { text, wordCount: countWords(text), warnings: [], format: 'txt' };
}

/** An error as data the main thread can rebuild (kind and pages of an ExtractionError included). */
export function describeError(error: unknown): {
  name: string;
  message: string;
  fields: Record<string, unknown>;
} {
  if (error instanceof ExtractionError) {
    return {
      name: 'ExtractionError',
      message: error.message,
      fields: { kind: error.kind, pages: error.pages },
    };
  }
  if (error instanceof Error) return { name: error.name, message: error.message, fields: {} };
  return { name: 'Error', message: String(error), fields: {} };
}
