import { readFile } from 'node:fs/promises';
import { countWords, ExtractionError, extract, summarize } from '../engine/index.ts';
import type { ExtractedDocument, SummarizeOptions } from '../engine/types.ts';
import type { JobRunner } from './runner.ts';

/**
 * The local engine's jobs, run in worker threads by the server and the desktop app alike:
 * - analyze: a file (its bytes, or its path: the worker reads it, so the bytes never cross the main
 *   thread) or a typed text → the text to summarize, its word count and extraction notes;
 * - summarize: a text → the local engine's SummaryResult.
 */

export interface AnalyzeJob {
  type: 'analyze';
  filename: string;
  bytes?: Uint8Array;
  path?: string;
  text?: string;
  /**
   * The text was typed or pasted by a person (the demo's box), not extracted by a client: it is read
   * as a text file is, so a pasted chat or transcript becomes turns and pasted Markdown or HTML is
   * converted. Text a client extracted itself (the desktop app) is taken as it is: its offsets are the
   * client's.
   */
  typed?: boolean;
  /** Largest file accepted (the engine's own limit otherwise). */
  maxBytes?: number;
}

export interface SummarizeJob {
  type: 'summarize';
  text: string;
  options: SummarizeOptions;
}

export type Analysis = ExtractedDocument & { wordCount: number };

export interface EngineJobHooks {
  /** Runs before a file's bytes are extracted (the desktop bundle prepares pdf.js there). */
  beforeExtract?: (bytes: Uint8Array) => Promise<void>;
}

export function engineJobs(hooks: EngineJobHooks = {}) {
  return {
    analyze: async (job: AnalyzeJob): Promise<Analysis> => {
      const typed = job.typed && job.text?.trim() ? new TextEncoder().encode(job.text) : undefined;
      const bytes = job.bytes ?? typed ?? (job.path === undefined ? undefined : await readBytes(job.path));
      if (bytes) {
        await hooks.beforeExtract?.(bytes);
        const extracted = await extract(bytes, job.filename, { maxBytes: job.maxBytes });
        return { ...extracted, wordCount: countWords(extracted.text) };
      }
      const text = (job.text ?? '').replace(/\r\n?/g, '\n').trim();
      if (!text) throw new ExtractionError('empty', 'Please enter some text to summarize');
      return { text, wordCount: countWords(text), warnings: [], format: 'txt', isTranscript: false };
    },
    summarize: (job: SummarizeJob) => summarize(job.text, job.options),
  };
}

export type EngineJobs = ReturnType<typeof engineJobs>;

async function readBytes(path: string): Promise<Uint8Array> {
  const file = await readFile(path);
  return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
}

/** A runner whose workers serve (at least) the engine's jobs. */
export type EngineRunner = JobRunner<EngineJobs>;
