import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createLocalSummarizer, type Summarizer } from '../summarize/summarizer.ts';
import type { WorkerPool } from '../summarize/workerPool.ts';
import { type ClaudeSettings, createClaudeSummarizer } from './claudeSummarizer.ts';

/** Claude's settings from the configuration, or undefined when no key is configured. */
export function claudeSettingsFrom(config: Config): ClaudeSettings | undefined {
  if (!config.ANTHROPIC_API_KEY) return undefined;
  return {
    apiKey: config.ANTHROPIC_API_KEY,
    baseURL: config.ANTHROPIC_BASE_URL,
    model: config.ANTHROPIC_MODEL,
    timeoutMs: config.ANTHROPIC_TIMEOUT_MS,
    idleTimeoutMs: config.ANTHROPIC_TIMEOUT_MS,
    maxRetries: config.ANTHROPIC_MAX_RETRIES,
    maxConcurrency: config.ANTHROPIC_MAX_CONCURRENCY,
    inputTokens: config.ANTHROPIC_INPUT_TOKENS,
    maxOutputTokens: config.ANTHROPIC_MAX_OUTPUT_TOKENS,
  };
}

/** The engine that writes this server's summaries: Claude (local engine as fallback) with a key, else local. */
export function createSummarizer(config: Config, pool: WorkerPool, logger: Logger): Summarizer {
  const local = createLocalSummarizer(pool);
  const settings = claudeSettingsFrom(config);
  if (!settings) {
    logger.info({ engine: 'local' }, 'summaries by the local engine (no ANTHROPIC_API_KEY)');
    return local;
  }
  logger.info({ engine: 'claude', model: settings.model }, 'summaries by Claude, local engine as fallback');
  return createClaudeSummarizer({
    settings,
    logger: logger.child({ component: 'claude' }),
    fallback: local,
    pool,
  });
}
