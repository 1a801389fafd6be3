import { describe, expect, it } from 'vitest';
import { READING_WORDS_PER_MINUTE } from '../../domain/index.ts';
import { summaryStats } from './stats.ts';

describe('summary stats', () => {
  it('derives ratio and reading times from the word counts', () => {
    const stats = summaryStats(READING_WORDS_PER_MINUTE * 30, READING_WORDS_PER_MINUTE * 6, 42.4, 'en');
    expect(stats).toEqual({
      originalWords: 6000,
      summaryWords: 1200,
      compressionRatio: 20,
      originalReadingTime: 30,
      summaryReadingTime: 6,
      timeSavedDisplay: '24 minutes',
      processingTime: 42,
      language: 'en',
    });
  });
});
