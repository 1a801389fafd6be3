import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../domain/index.ts';
import type { PublicConfig } from '../config/publicConfig.ts';
import { faqGroups } from './faqContent.ts';

const engineAnswer = (config: PublicConfig) =>
  faqGroups(config)
    .flatMap((group) => group.items)
    .find((item) => item.question === 'Which AI writes the summaries?')?.answer;

describe('the FAQ’s answer on which AI writes the summaries', () => {
  it('names the built-in extractive engine where no Claude key is set', () => {
    const answer = engineAnswer({ ...DEFAULT_RULES, summaryEngine: 'local' });
    expect(answer).toContain('Summer’s own summarization engine writes every summary here');
    expect(answer).toContain('sentences taken from your document');
    expect(answer).not.toContain('Claude');
  });

  it('names Claude where the operator set it up, with the built-in engine as its fallback and the demo’s engine', () => {
    const answer = engineAnswer({ ...DEFAULT_RULES, summaryEngine: 'claude' });
    expect(answer).toContain('Anthropic’s Claude writes the summaries of signed-in users here');
    expect(answer).toContain('If Claude cannot be reached, Summer’s own summarization engine takes over');
    expect(answer).toContain('The free demo on the home page always uses');
  });

  it('says it depends on the server where the app does not know it (the desktop app)', () => {
    expect(engineAnswer(DEFAULT_RULES)).toContain('That depends on the server you sign in to');
  });
});
