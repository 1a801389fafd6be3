import { READING_WORDS_PER_MINUTE } from '../../domain/index.ts';
import type { SummaryStats } from '../types.ts';

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** "12 minutes", "1 hour 5 minutes", "less than a minute". */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 1) return 'less than a minute';
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
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
    timeSavedDisplay: formatDuration(Math.max(0, originalReadingTime - summaryReadingTime)),
    processingTime: Math.round(processingTime),
    language,
  };
}
