import { formatTimeSaved, READING_WORDS_PER_MINUTE } from '../../domain/index.ts';
import type { SummaryStats } from '../types.ts';

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export function summaryStats(
  originalWords: number,
  summaryWords: number,
  processingTime: number,
  language: string,
): SummaryStats {
  const originalReadingTime = originalWords / READING_WORDS_PER_MINUTE;
  const summaryReadingTime = summaryWords / READING_WORDS_PER_MINUTE;
  return {
    originalWords,
    summaryWords,
    compressionRatio: originalWords > 0 ? oneDecimal((summaryWords / originalWords) * 100) : 0,
    originalReadingTime: oneDecimal(originalReadingTime),
    summaryReadingTime: oneDecimal(summaryReadingTime),
    timeSavedDisplay: formatTimeSaved(Math.max(0, originalReadingTime - summaryReadingTime)),
    processingTime: Math.round(processingTime),
    language,
  };
}
