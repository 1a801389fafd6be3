import { READING_WORDS_PER_MINUTE } from '../../shared/domain/index.ts';

/** Minutes to read this many words, one decimal. */
export function readingMinutes(words: number): number {
  return Math.round((words / READING_WORDS_PER_MINUTE) * 10) / 10;
}

/** "45 seconds", "12 minutes", "1 hour 5 minutes". */
export function formatMinutes(minutes: number): string {
  if (minutes < 1) {
    const seconds = Math.round(minutes * 60);
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const minutePart = `${rest} minute${rest === 1 ? '' : 's'}`;
  if (hours === 0) return minutePart;
  const hourPart = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest === 0 ? hourPart : `${hourPart} ${minutePart}`;
}

/** "3 min" for reading-time badges (at least 1). */
export function formatReadingTime(words: number): string {
  return `${Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE))} min`;
}
