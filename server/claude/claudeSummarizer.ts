import Anthropic from '@anthropic-ai/sdk';
import { targetPercentFor } from '../../shared/domain/index.ts';
import { summaryStats } from '../../shared/engine/summarize/stats.ts';
import type { SummarizeOptions, SummaryResult } from '../../shared/engine/types.ts';
import type { JobRunner } from '../../shared/workerJobs/runner.ts';
import type { Logger } from '../logger.ts';
import type { SummarizeProgress, Summarizer } from '../summarize/summarizer.ts';
import { ClaudeFailure, toClaudeFailure } from './claudeRequest.ts';
import { ConcurrencyLimit } from './concurrency.ts';
import { type MapReduceSettings, MIN_REQUEST_WORDS, mapReduceSummary } from './mapReduce.ts';
import type { ClaudeJobs } from './textWork.ts';

export interface ClaudeSettings extends MapReduceSettings {
  apiKey: string;
  baseURL?: string;
  /** Wait for the first byte of an answer (and the longest silence inside a stream). */
  timeoutMs: number;
  maxConcurrency: number;
}

function createAnthropicClient(settings: ClaudeSettings, logger: Logger): Anthropic {
  return new Anthropic({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    // The SDK's own notes (retries, failures) go to the server's log; request bodies are never logged.
    logger: logger.child({ component: 'anthropic-sdk' }),
    logLevel: 'warn',
  });
}

/**
 * Summarizes with Claude alone (no fallback): the prompt asks for the level's share of the original
 * words in the document's language and shape; the answer's sentences are linked back to the source and
 * measured like the local engine's. The measuring and linking run in the worker pool (textWork.ts); this
 * thread only waits for Claude.
 */
async function summarizeWithClaude(
  text: string,
  options: SummarizeOptions,
  deps: {
    client: Anthropic;
    limit: ConcurrencyLimit;
    settings: MapReduceSettings;
    pool: JobRunner<ClaudeJobs>;
  },
  progress: SummarizeProgress = {},
): Promise<SummaryResult & { requests: number }> {
  const started = performance.now();
  const { pool, ...requestDeps } = deps;
  const run = { priority: progress.priority, signal: progress.signal };
  const { language, originalWords, shape, parts } = await pool.run(
    { type: 'claudePlan', text, options, inputTokens: deps.settings.inputTokens },
    [],
    run,
  );
  const targetWords = Math.max(
    MIN_REQUEST_WORDS,
    Math.round((originalWords * targetPercentFor(options.level)) / 100),
  );
  const context = { shape, language, targetWords };
  const { markdown, requests } = await mapReduceSummary(text, context, originalWords, parts, {
    ...requestDeps,
    onProgress: progress.onProgress,
    signal: progress.signal,
  });
  const { sentences, summaryWords } = await pool.run(
    { type: 'claudeFinish', text, markdown, language: language.code },
    [],
    run,
  );
  return {
    markdown,
    sentences,
    stats: summaryStats(originalWords, summaryWords, performance.now() - started, language.code),
    language,
    engine: 'claude',
    requests,
  };
}

export interface ClaudeSummarizerOptions {
  settings: ClaudeSettings;
  logger: Logger;
  /** Writes the summary when Claude cannot (the local engine). */
  fallback: Summarizer;
  /** The worker threads that measure the document and link the summary back to it. */
  pool: JobRunner<ClaudeJobs>;
  /** A client of one's own (tests); made from the settings otherwise. */
  client?: Anthropic;
}

/**
 * Claude first; the local engine when Claude fails for any reason (network, key, rejected request,
 * overload after retries, timeout, empty or cut-off answer). The reason is logged as a warning, without
 * any of the document's text, and the user still gets a summary.
 */
export function createClaudeSummarizer(options: ClaudeSummarizerOptions): Summarizer {
  const { settings, logger, fallback, pool } = options;
  const client = options.client ?? createAnthropicClient(settings, logger);
  const limit = new ConcurrencyLimit(settings.maxConcurrency);
  return async (text, summarizeOptions, progress) => {
    if (!text.trim()) return fallback(text, summarizeOptions);
    try {
      const { requests, ...result } = await summarizeWithClaude(
        text,
        summarizeOptions,
        { client, limit, settings, pool },
        progress,
      );
      logger.info(
        { model: settings.model, requests, words: result.stats.originalWords },
        'summarized by Claude',
      );
      return result;
    } catch (error) {
      // Nobody waits for this summary any more: no fallback either.
      if (progress?.signal?.aborted) throw error;
      const failure = toClaudeFailure(error, false);
      logger.warn(
        {
          reason: failure.reason,
          ...failure.details,
          model: settings.model,
          ...(error instanceof ClaudeFailure ? {} : { err: describe(error) }),
        },
        'Claude could not summarize; the local engine did',
      );
      return fallback(text, summarizeOptions, progress);
    }
  };
}

/** A programming error's name and stack, for the log; never the SDK's request options. */
function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error)
    return { name: error.name, message: error.message.slice(0, 300), stack: error.stack };
  return { name: typeof error, message: String(error).slice(0, 300) };
}
