/** The work the engine worker does, and its answers: plain data that crosses the thread boundary. */
import type { SummaryLevel } from '../../shared/domain/index.ts';
import type { ExtractedDocument, SummaryResult } from '../../shared/engine/types.ts';

export type EngineJob =
  | { task: 'extract'; path: string; filename: string; maxBytes: number }
  | { task: 'summarize'; text: string; level: SummaryLevel };

export type EngineAnswer<T> = { ok: true; value: T } | { ok: false; kind: string; message: string };

export type ExtractAnswer = EngineAnswer<ExtractedDocument & { wordCount: number }>;
export type SummarizeAnswer = EngineAnswer<SummaryResult>;
