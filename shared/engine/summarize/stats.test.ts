import { describe, expect, it } from 'vitest';
import { READING_WORDS_PER_MINUTE } from '../../domain/index.ts';
import { formatDuration, summaryStats } from './stats.ts';

describe('summary stats', () => {
  it('formats the time saved in minutes and hours', () => {
    expect(formatDuration(0.2)).toBe('less than a minute');
    expect(formatDuration(1)).toBe('1 minute');
    expect(formatDuration(12.4)).toBe('12 minutes');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(65)).toBe('1 hour 5 minutes');
    expect(formatDuration(121)).toBe('2 hours 1 minute');
  });

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
