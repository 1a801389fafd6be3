import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { claudeSettingsFrom } from './claudeSettings.ts';

describe('Claude configuration', () => {
  it('is off without ANTHROPIC_API_KEY (an empty value counts as unset)', () => {
    expect(claudeSettingsFrom(loadConfig({}))).toBeUndefined();
    expect(claudeSettingsFrom(loadConfig({ ANTHROPIC_API_KEY: '' }))).toBeUndefined();
  });

  it('takes the key and sensible defaults', () => {
    const settings = claudeSettingsFrom(loadConfig({ ANTHROPIC_API_KEY: 'sk-ant-abc' }));
    expect(settings).toMatchObject({
      apiKey: 'sk-ant-abc',
      model: 'claude-sonnet-5-5',
      baseURL: undefined,
      timeoutMs: 60_000,
      idleTimeoutMs: 60_000,
      maxRetries: 3,
      maxConcurrency: 4,
      inputTokens: 150_000,
      maxOutputTokens: 32_000,
    });
  });

  it('reads every variable and names a bad one', () => {
    const settings = claudeSettingsFrom(
      loadConfig({
        ANTHROPIC_API_KEY: 'sk-ant-abc',
        ANTHROPIC_MODEL: 'claude-haiku-5-5',
        ANTHROPIC_BASE_URL: 'https://gateway.example/anthropic',
        ANTHROPIC_TIMEOUT_MS: '30000',
        ANTHROPIC_MAX_RETRIES: '0',
        ANTHROPIC_MAX_CONCURRENCY: '8',
        ANTHROPIC_INPUT_TOKENS: '50000',
        ANTHROPIC_MAX_OUTPUT_TOKENS: '8000',
      }),
    );
    expect(settings).toMatchObject({
      model: 'claude-haiku-5-5',
      baseURL: 'https://gateway.example/anthropic',
      timeoutMs: 30_000,
      maxRetries: 0,
      maxConcurrency: 8,
      inputTokens: 50_000,
      maxOutputTokens: 8000,
    });
    expect(() => loadConfig({ ANTHROPIC_BASE_URL: 'ftp://x', ANTHROPIC_TIMEOUT_MS: '5' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ ANTHROPIC_BASE_URL: 'ftp://x', ANTHROPIC_TIMEOUT_MS: '5' });
    } catch (error) {
      expect((error as ConfigError).message).toContain('ANTHROPIC_BASE_URL:');
      expect((error as ConfigError).message).toContain('ANTHROPIC_TIMEOUT_MS:');
    }
  });
});
