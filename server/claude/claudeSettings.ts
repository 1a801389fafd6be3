import type { Config } from '../config.ts';
import type { ClaudeSettings } from './claudeSummarizer.ts';

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
