import { READING_WORDS_PER_MINUTE } from '../../shared/domain/index.ts';

/** Minutes to read this many words, one decimal. */
export function readingMinutes(words: number): number {
  return Math.round((words / READING_WORDS_PER_MINUTE) * 10) / 10;
}

/** "3 min" for reading-time badges (at least 1). */
export function formatReadingTime(words: number): string {
  return `${Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE))} min`;
}
